import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Compositional sections measure their content insets from the reference they name.
@MainActor
@Suite("Content insets references")
struct ContentInsetsReferenceTests {
    private func firstItemFrame(width: CGFloat = 400, safeSides: CGFloat = 0,
                                configure: (NSCollectionLayoutSection, UICollectionViewCompositionalLayoutConfiguration) -> Void) -> (item: CGRect, header: CGRect?) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 300))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 0, left: safeSides, bottom: 0, right: safeSides)
        window.makeKeyAndVisible()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configure(section, configuration)
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.insetsLayoutMarginsFromSafeArea = false
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let source = CountingDataSource(counts: [3])
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        let item = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .null
        let headerFrame = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        return (item, headerFrame)
    }

    @Test func eachReferenceInsetsTheContentFromItsEdges() {
        let none = firstItemFrame { section, _ in section.contentInsetsReference = .none }
        #expect(none.item.minX == 10 && none.item.width == 380)
        let margins = firstItemFrame { section, _ in section.contentInsetsReference = .layoutMargins }
        #expect(margins.item.minX == 40 && margins.item.width == 320)
        let safe = firstItemFrame(safeSides: 44) { section, _ in section.contentInsetsReference = .safeArea }
        #expect(safe.item.minX == 54 && safe.item.maxX == 346)
        // 1,000 points wide: the margins leave 940, the readable width is 672, centred.
        let readable = firstItemFrame(width: 1_000) { section, _ in section.contentInsetsReference = .readableContent }
        #expect(readable.item.minX == 30 + 134 + 10 && readable.item.width == 672 - 20)
    }

    @Test func automaticTakesTheConfigurationsReferenceAndDefaultsToTheSafeArea() {
        let byDefault = firstItemFrame(safeSides: 44) { _, _ in }
        #expect(byDefault.item.minX == 54)
        let fromConfiguration = firstItemFrame(safeSides: 44) { _, configuration in configuration.contentInsetsReference = .layoutMargins }
        #expect(fromConfiguration.item.minX == 40, "margins not taken from the safe area here: 30 + 10")
    }

    @Test func headersThatDoNotFollowTheContentInsetsUseTheSupplementaryReference() {
        let frames = firstItemFrame { section, _ in
            section.contentInsetsReference = .none
            section.supplementariesFollowContentInsets = false
            section.supplementaryContentInsetsReference = .layoutMargins
        }
        #expect(frames.header?.minX == 30 && frames.header?.width == 340)
        #expect(frames.item.minX == 10)
        let following = firstItemFrame { section, _ in section.contentInsetsReference = .layoutMargins }
        #expect(following.header?.minX == 40 && following.header?.width == 320)
    }
}

import Foundation
import OpenSwiftUI
import OpenUIKitTesting
import SnapshotTesting
import Testing

/// A small card, as a user's first snapshot test would draw it.
private struct ProfileCard: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(.blue).frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text("Ada Lovelace").font(.headline)
                Text("Analyst").font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

@MainActor
@Suite(.snapshots(record: .missing))
struct SwiftUISnapshotTests {
    @Test func cardAtItsIdealSize() {
        assertSnapshot(of: ProfileCard(), as: .image(traits: UITraitCollection(displayScale: 2)))
    }

    @Test func cardInDarkOnADevice() {
        assertSnapshot(
            of: ProfileCard(),
            as: .image(layout: .device(config: .iPhoneSe), traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// The README's example.
    @Test func cardOnAPhone() {
        let card = HStack { Image(systemName: "person.circle"); Text("Ada Lovelace") }.padding()
        assertSnapshot(of: card, as: .image(layout: .device(config: .iPhone16Pro)))
    }

    @Test func deviceLayoutKeepsContentInTheSafeArea() throws {
        let config = ViewImageConfig.iPhone16Pro
        #expect(config.size == CGSize(width: 402, height: 874))
        #expect(config.safeArea.top == 62 && config.safeArea.bottom == 34)
        let landscape = ViewImageConfig.iPhone16Pro(.landscape)
        #expect(landscape.size == CGSize(width: 874, height: 402))
        #expect(landscape.traits.verticalSizeClass == .compact)
    }

    @Test func fixedLayoutSizesTheImage() {
        let strategy = Snapshotting<Color, UIImage>.image(layout: .fixed(width: 30, height: 20), traits: UITraitCollection(displayScale: 1))
        var image: UIImage?
        strategy.snapshot(.red).run { image = $0 }
        #expect(image?.cgImage?.width == 30 && image?.cgImage?.height == 20)
        let nan = Snapshotting<Color, UIImage>.image(layout: .fixed(width: .nan, height: -4), traits: UITraitCollection(displayScale: 1))
        nan.snapshot(.red).run { image = $0 }
        #expect(image != nil, "degenerate sizes render an empty image rather than crash")
    }
}

import Foundation
import OpenUIKitTesting
import SnapshotTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// `UIImage(systemName:)` beyond the hand-drawn set: SF Symbol names drawn from the
/// Material Icons font, with weights, scales and enclosed and slashed forms.
@MainActor
@Suite("System symbols", .bandDeterminism)
struct SystemSymbolTests {
    private func inkFraction(_ image: UIImage?) -> Double {
        guard let bitmap = image?.cgImage else { return 0 }
        var ink = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.rgba(atX: x, y: y).alpha > 128 { ink += 1 }
        }
        return Double(ink) / Double(bitmap.width * bitmap.height)
    }

    @Test func overAThousandNamesDrawAndUnknownOnesAreNil() {
        let names = UIImage.systemSymbolNames
        #expect(names.count >= 1_000, "\(names.count) names")
        for name in ["gearshape.fill", "bell.badge", "cart", "trash.circle.fill", "wifi.slash", "person.2.fill", "doc.on.doc"] {
            #expect(names.contains(name), "\(name)")
        }
        for name in names {
            let image = UIImage(systemName: name)
            #expect(image != nil && inkFraction(image) > 0.02, "\(name) draws something")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "heart.fill.fill") == nil)
    }

    @Test func fillAndOutlineDiffer() {
        #expect(inkFraction(UIImage(systemName: "bookmark.fill")) > inkFraction(UIImage(systemName: "bookmark")) + 0.1)
        let ring = inkFraction(UIImage(systemName: "trash.circle")), disc = inkFraction(UIImage(systemName: "trash.circle.fill"))
        #expect(disc > ring + 0.12, "a filled circle with the glyph cut out: \(disc) vs \(ring)")
    }

    @Test func weightsThickenAndScalesGrow() throws {
        let light = UIImage(systemName: "gearshape", withConfiguration: UIImage.SymbolConfiguration(weight: .ultraLight))
        let regular = UIImage(systemName: "gearshape")
        let black = UIImage(systemName: "gearshape", withConfiguration: UIImage.SymbolConfiguration(weight: .black))
        #expect(inkFraction(light) < inkFraction(regular) && inkFraction(regular) < inkFraction(black))
        let small = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        let large = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(small.size.width < 17 && large.size.width > 20, "\(small.size) \(large.size)")
        let sized = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(sized.size.width == 40 && sized.scale == 3)
    }

    @Test func configurationsMergeAsUIKitsDo() throws {
        let base = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(merged.isEqual(to: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold, scale: .large)))
        #expect(merged.configurationWithoutPointSizeAndWeight().isEqual(to: UIImage.SymbolConfiguration(scale: .large)))
        let image = try #require(UIImage(systemName: "heart", withConfiguration: base))
        let larger = image.withConfiguration(UIImage.SymbolConfiguration(pointSize: 60))
        #expect(larger.size.width == 60 && larger.symbolConfiguration?.isEqual(to: UIImage.SymbolConfiguration(pointSize: 60, weight: .bold)) == true)
        #expect(UIImage().applyingSymbolConfiguration(base) == nil)
        let styled = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .largeTitle)))
        #expect(styled.size.width == UIFont.preferredFont(forTextStyle: .largeTitle).pointSize)
    }

    @Test func badConfigurationsClamp() {
        for size in [CGFloat.nan, .infinity, -5, 0] {
            let image = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: size))
            #expect(image?.size.width == 17, "\(size) falls back to body size")
        }
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 1e9))?.size.width == 1_000)
    }

    @Test func aSymbolSheetMatchesItsReference() {
        let names = ["heart", "heart.fill", "star.circle", "star.circle.fill", "bell.slash", "trash.square.fill",
                     "gearshape", "person.2.fill", "cart", "envelope.open", "wifi", "camera.fill",
                     "lock.fill", "cloud.sun", "bolt.slash.fill", "paperplane.circle"]
        let weights: [UIImage.SymbolWeight] = [.ultraLight, .regular, .bold, .black]
        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: 16 * 28 + 8, height: CGFloat(weights.count) * 28 + 8))
        sheet.backgroundColor = .white
        for (row, weight) in weights.enumerated() {
            for (column, name) in names.enumerated() {
                let view = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 22, weight: weight)))
                view.tintColor = .systemBlue
                view.frame = CGRect(x: 8 + CGFloat(column) * 28, y: 8 + CGFloat(row) * 28, width: 22, height: 22)
                sheet.addSubview(view)
            }
        }
        assertSnapshot(of: sheet, as: .image(perceptualPrecision: 0.98, traits: UITraitCollection(displayScale: 2)), named: "sheet")
    }
}

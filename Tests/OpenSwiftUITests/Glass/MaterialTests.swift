import Foundation
import OpenUIKitTesting
import SnapshotTesting
import Testing
@testable import OpenSwiftUI

/// Materials: a frost of five thicknesses plus the bars', following the colour scheme.
@MainActor
@Suite("Materials", .serialized, .snapshots(record: .missing))
struct MaterialTests {
    private let card = CGRect(x: 40, y: 40, width: 160, height: 80)

    private func render(_ material: Material, style: UIUserInterfaceStyle = .light, backdrop: GlassTwins.Backdrop = .stripes) -> UIImage {
        GlassTwins.swiftUI(backdrop: backdrop, style: style) {
            Color.clear.frame(width: card.width, height: card.height)
                .background(material, in: .rect(cornerRadius: 16))
                .placed(at: card.origin)
        }
    }

    @Test func thickerMaterialsHideMoreOfWhatIsBehind() {
        let materials: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick]
        let inside = CGRect(x: 80, y: 60, width: 80, height: 40)
        // Contrast left of the stripes behind each material, light and dark.
        for style in [UIUserInterfaceStyle.light, .dark] {
            let spreads = materials.map { material -> Double in
                let image = render(material, style: style, backdrop: .sample)
                return GlassTwins.variance(image, inside)
            }
            for (thinner, thicker) in zip(spreads, spreads.dropFirst()) {
                #expect(thicker < thinner, "\(style == .dark ? "dark" : "light"): \(spreads)")
            }
        }
        let stripes = render(.ultraThin)
        #expect(GlassTwins.variance(stripes, inside) < 0.01, "even the thinnest material blurs stripes away")
    }

    @Test func materialsFollowTheEnvironmentsColourSchemeAsWellAsTheWindows() {
        let inside = CGRect(x: 80, y: 60, width: 80, height: 40)
        for material in [Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar] {
            let light = GlassTwins.swiftUI(backdrop: .sample, style: .light) {
                Color.clear.frame(width: card.width, height: card.height).background(material, in: .rect(cornerRadius: 16)).placed(at: card.origin)
            }
            let dark = GlassTwins.swiftUI(backdrop: .sample, style: .light) {
                Color.clear.frame(width: card.width, height: card.height).background(material, in: .rect(cornerRadius: 16)).placed(at: card.origin)
                    .environment(\.colorScheme, .dark)
            }
            let lightMean = GlassTwins.meanColor(light, inside), darkMean = GlassTwins.meanColor(dark, inside)
            #expect(darkMean.red + darkMean.green + darkMean.blue < lightMean.red + lightMean.green + lightMean.blue - 0.3,
                    "\(material.thickness): \(darkMean) should be darker than \(lightMean)")
        }
    }

    @Test func materialsFollowTheColourScheme() {
        let light = GlassTwins.meanColor(render(.regular, style: .light, backdrop: .sample), CGRect(x: 80, y: 60, width: 80, height: 40))
        let dark = GlassTwins.meanColor(render(.regular, style: .dark, backdrop: .sample), CGRect(x: 80, y: 60, width: 80, height: 40))
        #expect(light.green > dark.green + 60, "light \(light) over dark \(dark)")
    }

    @Test func aMaterialTakesItsShapeAndLeavesTheRestAlone() {
        let image = render(.thick)
        GlassTwins.keep(image, as: "material-thick")
        #expect(GlassTwins.variance(image, CGRect(x: 41, y: 41, width: 3, height: 3)) > 0.1, "the rounded corner shows the stripes")
        #expect(GlassTwins.variance(image, CGRect(x: 20, y: 60, width: 12, height: 12)) > 0.2, "outside the card")
    }

    @Test func materialsAreShapeStylesForFillsAndBackgrounds() {
        let fill = GlassTwins.swiftUI(backdrop: .stripes) {
            RoundedRectangle(cornerRadius: 16).fill(.regularMaterial).frame(width: card.width, height: card.height).placed(at: card.origin)
        }
        let background = render(.regular)
        #expect(GlassTwins.meanDeltaE(fill, background, in: card) < 0.5)
        let erased = GlassTwins.swiftUI(backdrop: .stripes) {
            Color.clear.frame(width: card.width, height: card.height)
                .background(AnyShapeStyle(.regularMaterial), in: .rect(cornerRadius: 16))
                .placed(at: card.origin)
        }
        #expect(GlassTwins.meanDeltaE(erased, background, in: card) < 0.5, "a material behind AnyShapeStyle is still a material")
    }

    @Test func uiKitBlurStylesHaveTheSameThicknesses() {
        let thin = GlassTwins.uiKit(backdrop: .sample) { root in
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
            view.frame = card
            view.layer.cornerRadius = 16
            root.addSubview(view)
        }
        let thick = GlassTwins.uiKit(backdrop: .sample) { root in
            let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
            view.frame = card
            view.layer.cornerRadius = 16
            root.addSubview(view)
        }
        let inside = CGRect(x: 80, y: 60, width: 80, height: 40)
        #expect(GlassTwins.variance(thick, inside) < GlassTwins.variance(thin, inside))
        let swiftUI = render(.ultraThin, backdrop: .sample)
        #expect(GlassTwins.meanDeltaE(thin, swiftUI, in: inside) < 1, "SwiftUI's ultra-thin material is UIKit's")
    }
}

extension MaterialTests {
    /// The reference image of every material over the sample backdrop, thinnest first.
    @Test func theMaterialsSideBySide() {
        let image = GlassTwins.swiftUI(backdrop: .sample) {
            HStack(spacing: 4) {
                ForEach(Array([Material.ultraThin, .thin, .regular, .thick, .ultraThick, .bar].enumerated()), id: \.offset) { _, material in
                    Color.clear.frame(width: 36, height: 120).background(material, in: .rect(cornerRadius: 8))
                }
            }
            .placed(at: CGPoint(x: 4, y: 20))
        }
        GlassTwins.keep(image, as: "materials")
        assertSnapshot(of: image, as: .image(precision: 0.99), named: "materials")
    }
}

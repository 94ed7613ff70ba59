import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Colours and images from an asset catalog as Xcode writes them, shipped as SwiftPM
/// resources.
@MainActor
@Suite("Asset catalogs")
struct AssetCatalogTests {
    private func components(_ color: UIColor, _ traits: UITraitCollection) -> [CGFloat] {
        let resolved = color.resolvedColor(with: traits)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue, alpha].map { ($0 * 1_000).rounded() / 1_000 }
    }

    @Test func aNamedColourFollowsAppearanceAndContrast() throws {
        let brand = try #require(UIColor(named: "Brand", in: .module, compatibleWith: nil))
        let light = UITraitCollection { $0.userInterfaceStyle = .light; $0.accessibilityContrast = .normal }
        #expect(components(brand, light) == [0.071, 0.204, 0.337, 1], "hexadecimal components")
        #expect(components(brand, light.modifyingTraits { $0.userInterfaceStyle = .dark }) == [0.8, 0.6, 0.4, 1])
        #expect(components(brand, light.modifyingTraits { $0.accessibilityContrast = .high }) == [0, 0, 0, 1], "8-bit components")
        let gray = try #require(UIColor(named: "Gray", in: .module, compatibleWith: nil))
        #expect(components(gray, light) == [0.25, 0.25, 0.25, 0.5])
    }

    @Test func displayP3ColoursKeepTheirWideValues() throws {
        let wide = try #require(UIColor(named: "WideRed", in: .module, compatibleWith: nil))
        let light = UITraitCollection { $0.userInterfaceStyle = .light }
        // P3's red in extended sRGB, as UIKit reports it.
        #expect(components(wide, light) == [1.093, -0.227, -0.150, 1])
        let direct = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)
        #expect(components(direct, light) == [1.093, -0.227, -0.150, 1])
        #expect(components(UIColor(displayP3Red: .nan, green: 0.5, blue: 0.5, alpha: 1), light)[0] <= 0.01, "NaN reads as 0")
    }

    @Test func missingAndBrokenSetsGiveNil() {
        #expect(UIColor(named: "Broken", in: .module, compatibleWith: nil) == nil)
        #expect(UIColor(named: "Nowhere", in: .module, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Dot", in: .module, compatibleWith: nil) == nil, "namespaced: the folder is part of the name")
        #expect(UIImage(named: "Nowhere", in: .module, compatibleWith: nil) == nil)
    }

    @Test func aNamedImageTakesTheVariantForTheTraits() throws {
        func image(_ traits: UITraitCollection) throws -> UIImage {
            try #require(UIImage(named: "Icons/Dot", in: .module, compatibleWith: traits))
        }
        let light2x = UITraitCollection { $0.userInterfaceStyle = .light; $0.displayScale = 2 }
        let blue = try image(light2x)
        #expect(blue.scale == 2 && blue.size == CGSize(width: 4, height: 4))
        #expect(blue.cgImage?.rgba(atX: 1, y: 1).blue == 255)
        let green = try image(light2x.modifyingTraits { $0.userInterfaceStyle = .dark })
        #expect(green.cgImage?.rgba(atX: 1, y: 1).green == 200, "the dark variant")
        let red = try image(light2x.modifyingTraits { $0.displayScale = 1 })
        #expect(red.scale == 1 && red.cgImage?.rgba(atX: 1, y: 1).red == 255)
        let nearest = try image(light2x.modifyingTraits { $0.displayScale = 3 })
        #expect(nearest.scale == 2, "no 3x file: the nearest scale")
    }

    @Test func aPlainResourceFileIsFoundByItsName() throws {
        let plain = try #require(UIImage(named: "plain", in: .module, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(plain.scale == 2 && plain.size == CGSize(width: 3, height: 3))
    }
}

import Foundation
import Testing
@testable import OpenUIKit

@Suite struct UIColorTests {
    private func rgba(_ color: UIColor, _ traits: UITraitCollection) -> [Int] {
        let c = color.components(in: traits)
        return [c.0, c.1, c.2, c.3].map { Int(($0 * 255).rounded()) }
    }

    @Test func systemColorsAdaptToStyleAndContrast() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let darkHigh = dark.modifyingTraits { $0.accessibilityContrast = .high }
        #expect(rgba(.systemBlue, light) == [0, 122, 255, 255])
        #expect(rgba(.systemBlue, dark) == [10, 132, 255, 255])
        #expect(rgba(.systemBlue, darkHigh) == [64, 156, 255, 255])
        #expect(rgba(.label, dark) == [255, 255, 255, 255])
        #expect(rgba(.secondaryLabel, light)[3] == 153)
        #expect(rgba(.systemBackground, dark) == [0, 0, 0, 255])
    }

    @Test func dynamicProviderAndAlpha() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(rgba(color, UITraitCollection(userInterfaceStyle: .dark))[0] == 255)
        let faded = color.withAlphaComponent(0.5)
        #expect(rgba(faded, UITraitCollection(userInterfaceStyle: .light)) == [0, 0, 0, 128])
    }

    @Test func hsbAndCGColorConversions() {
        #expect(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), UITraitCollection()) == [255, 0, 0, 255])
        #expect(rgba(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1), UITraitCollection()) == [0, 0, 255, 255])
        let gray = UIColor(cgColor: CGColor(gray: 0.5, alpha: 1))
        // Gamma-2.2 gray 0.5 is 0.218 in linear light, which the sRGB curve encodes as 0.504.
        #expect(abs(rgba(gray, UITraitCollection())[0] - 128) <= 1)
        #expect(UIColor.systemRed == UIColor.systemRed && UIColor.red != UIColor.systemRed)
    }

    @Test func performAsCurrentResolvesCGColor() {
        let color = UIColor.label
        let white = UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { color.cgColor.components?.first }
        #expect(white == 1)
    }
}

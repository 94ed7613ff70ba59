import Foundation

extension UIColor {
    /// A colour from a colour set of an asset catalog in `bundle` (the main bundle when
    /// `nil`), or `nil` when there is no such set or it holds no readable colour.
    ///
    /// The colour is dynamic: its light, dark and high-contrast variants resolve against
    /// the traits where it is used, as UIKit's named colours do.
    ///
    /// ```swift
    /// label.textColor = UIColor(named: "AccentText", in: .module, compatibleWith: nil)
    /// ```
    ///
    /// Colours written in Display P3 (`"color-space": "display-p3"`) are converted to
    /// extended sRGB, as UIKit keeps them; other colour spaces are read as sRGB.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalog.of(bundle).set(.color, named: name),
            let entries = AssetCatalog.contents(of: set)?["colors"] as? [[String: Any]]
        else { return nil }
        let variants: [(AssetVariant, UIColor)] = entries.compactMap { entry in
            guard let color = Self.assetColor(entry["color"] as? [String: Any]) else { return nil }
            return (AssetVariant(entry), color)
        }
        guard !variants.isEmpty else { return nil }
        self.init(dynamicProvider: { traits in
            let dark = traits.userInterfaceStyle == .dark, high = traits.accessibilityContrast == .high
            return variants.compactMap { variant, color in variant.score(dark: dark, highContrast: high).map { ($0, color) } }
                .max { $0.0 < $1.0 }?.1 ?? variants[0].1
        })
    }

    /// A colour from a colour set of the main bundle's asset catalogs.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Reads a colour set's `color` object: sRGB or gray components written as fractions
    /// (`"0.5"`), 8-bit integers (`"128"`) or hexadecimal (`"0x80"`), clamped to 0...1.
    private static func assetColor(_ color: [String: Any]?) -> UIColor? {
        guard let components = color?["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            let raw: String? = components[key] as? String ?? (components[key] as? NSNumber)?.stringValue
            guard let text = raw?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
            let number: Double?
            if text.lowercased().hasPrefix("0x") {
                number = UInt64(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            } else if text.contains(".") {
                number = Double(text)
            } else {
                number = Double(text).map { $0 / 255 }
            }
            guard let number, number.isFinite else { return nil }
            return CGFloat(min(1, max(0, number)))
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        if (color?["color-space"] as? String)?.lowercased() == "display-p3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

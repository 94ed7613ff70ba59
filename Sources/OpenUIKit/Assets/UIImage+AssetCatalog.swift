import Foundation

extension UIImage {
    /// An image from an image set of an asset catalog in `bundle` (the main bundle when
    /// `nil`), or a file of that name among the bundle's resources (`name.png`,
    /// `name@2x.png`, `name@3x.png`); `nil` when there is neither.
    ///
    /// Of an image set's variants this picks the one for the traits' appearance and
    /// contrast (of `traitCollection`, or the current traits) at the screen's scale, or the
    /// nearest scale there is.
    ///
    /// ```swift
    /// let logo = UIImage(named: "Logo", in: .module, compatibleWith: traitCollection)
    /// ```
    ///
    /// Differs from UIKit: the image is resolved once, for those traits (UIKit's keeps every
    /// variant and an image view switches them as its traits change); vector (PDF, SVG)
    /// image sets are not read. Symbol sets are drawn from their SVG (see
    /// ``init(named:in:with:)``).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let traits = traitCollection ?? UITraitCollection.current
        if let symbol = Self.customSymbol(named: name, in: bundle) {
            self.init(customSymbol: symbol, name: name, configuration: SymbolConfiguration(textStyle: .body).withTraitCollection(traits))
            return
        }
        let scale = traits.displayScale > 0 ? traits.displayScale : UIScreen.mainScale
        guard let (path, fileScale) = Self.assetFile(named: name, in: bundle, traits: traits, scale: scale)
                ?? Self.resourceFile(named: name, in: bundle, scale: scale),
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        self.init(data: data, scale: fileScale)
    }

    /// An image, or a custom symbol drawn as `configuration` asks, from the asset catalogs
    /// of `bundle`; the configuration's traits pick an image set's variant.
    ///
    /// Custom symbols come from symbol sets (`.symbolset` with the SVG the SF Symbols app
    /// exports): the variant closest to the configuration's weight and scale is drawn as a
    /// template at its point size (17 when unspecified). They sit in an image as tall as
    /// their drawing, not on Apple's text baseline.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        if let symbol = Self.customSymbol(named: name, in: bundle) {
            let symbolConfiguration = (configuration as? SymbolConfiguration) ?? SymbolConfiguration().applying(configuration)
            self.init(customSymbol: symbol, name: name, configuration: symbolConfiguration)
        } else {
            self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
        }
    }

    /// An image from the main bundle's asset catalogs or resources.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    private static func assetFile(named name: String, in bundle: Bundle?, traits: UITraitCollection, scale: CGFloat) -> (String, CGFloat)? {
        guard let set = AssetCatalog.of(bundle).set(.image, named: name),
            let entries = AssetCatalog.contents(of: set)?["images"] as? [[String: Any]]
        else { return nil }
        let dark = traits.userInterfaceStyle == .dark, high = traits.accessibilityContrast == .high
        let candidates: [(score: Int, scale: CGFloat, file: String)] = entries.compactMap { entry in
            guard let file = entry["filename"] as? String, !file.contains("/") else { return nil }
            let variant = AssetVariant(entry)
            guard let score = variant.score(dark: dark, highContrast: high) else { return nil }
            return (score, variant.scale ?? 1, file)
        }
        let best = candidates.max { a, b in
            if a.score != b.score { return a.score < b.score }
            return scalePreference(a.scale, for: scale) < scalePreference(b.scale, for: scale)
        }
        guard let best else { return nil }
        return (set.appendingPathComponent(best.file).path, best.scale)
    }

    /// Exact scale first, then larger ones (scaled down looks better), nearest first; tuples
    /// compare in that order.
    private static func scalePreference(_ candidate: CGFloat, for wanted: CGFloat) -> (Int, Int, CGFloat) {
        (candidate == wanted ? 1 : 0, candidate > wanted ? 1 : 0, -abs(candidate - wanted))
    }

    /// The parsed SVG of a symbol set's universal (or first) entry.
    private static func customSymbol(named name: String, in bundle: Bundle?) -> SymbolSVG? {
        guard let set = AssetCatalog.of(bundle).set(.symbol, named: name),
            let entries = AssetCatalog.contents(of: set)?["symbols"] as? [[String: Any]]
        else { return nil }
        let files = entries.compactMap { $0["filename"] as? String }.filter { !$0.contains("/") }
        guard let file = files.first, let data = FileManager.default.contents(atPath: set.appendingPathComponent(file).path)
        else { return nil }
        return SymbolSVG.parse(data)
    }

    private static func resourceFile(named name: String, in bundle: Bundle?, scale: CGFloat) -> (String, CGFloat)? {
        let bundle = bundle ?? .main
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension.isEmpty ? "png" : (name as NSString).pathExtension
        let scales = [scale, 3, 2, 1].reduce(into: [CGFloat]()) { if !$0.contains($1) { $0.append($1) } }
        for candidate in scales {
            let suffix = candidate == 1 ? "" : "@\(Int(candidate))x"
            if let path = bundle.path(forResource: base + suffix, ofType: ext) { return (path, candidate) }
        }
        return nil
    }
}

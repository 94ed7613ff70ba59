import Foundation
import FuzzSupport
import OpenUIKit

/// Arbitrary bytes as the `Contents.json` of a colour set and an image set (whose image
/// file is a small PNG), read through `UIColor(named:)` and `UIImage(named:)` and resolved
/// for light, dark and high-contrast traits; the bytes are also a symbol set's SVG and
/// the name of a system symbol.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssetCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let json = Data(bytes: data, count: size)
    MainActor.assumeIsolated {
        try? json.write(to: AssetFixture.shared.colorSet.appendingPathComponent("Contents.json"))
        try? json.write(to: AssetFixture.shared.imageSet.appendingPathComponent("Contents.json"))
        try? json.write(to: AssetFixture.shared.symbolSet.appendingPathComponent("symbol.svg"))
        let bundle = AssetFixture.shared.bundle
        let traits = [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(userInterfaceStyle: .dark),
                      UITraitCollection(accessibilityContrast: .high), UITraitCollection(displayScale: 3)]
        if let color = UIColor(named: "Fuzzed", in: bundle, compatibleWith: nil) {
            for trait in traits { _ = color.resolvedColor(with: trait).cgColor }
        }
        for trait in traits { _ = UIImage(named: "Fuzzed", in: bundle, compatibleWith: trait)?.size }
        for weight in [UIImage.SymbolWeight.regular, .black] {
            _ = UIImage(named: "FuzzedSymbol", in: bundle, with: UIImage.SymbolConfiguration(weight: weight))?.size
        }
        // The same bytes as a symbol name and a point size: unknown names must give nil.
        let name = String(decoding: json.prefix(64), as: UTF8.self)
        let pointSize = json.count >= 8 ? json.withUnsafeBytes { CGFloat($0.loadUnaligned(as: Double.self)) } : 17
        _ = UIImage(systemName: name)?.size
        _ = UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: pointSize, weight: .black))?.size
    }
    return 0
}

/// A catalog in a scratch folder, made once per process.
@MainActor
final class AssetFixture {
    static let shared = AssetFixture()
    let bundle: Bundle
    let colorSet: URL
    let imageSet: URL
    let symbolSet: URL

    private init() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-fuzz-assets-\(getpid())")
        let catalog = root.appendingPathComponent("Fuzz.xcassets")
        colorSet = catalog.appendingPathComponent("Fuzzed.colorset")
        imageSet = catalog.appendingPathComponent("Fuzzed.imageset")
        symbolSet = catalog.appendingPathComponent("FuzzedSymbol.symbolset")
        try? FileManager.default.createDirectory(at: symbolSet, withIntermediateDirectories: true)
        try? Data(#"{"symbols":[{"filename":"symbol.svg","idiom":"universal"}]}"#.utf8)
            .write(to: symbolSet.appendingPathComponent("Contents.json"))
        try? FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        let pixel = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        for name in ["a.png", "b.png", "c@2x.png"] { try? pixel.pngData()?.write(to: imageSet.appendingPathComponent(name)) }
        bundle = Bundle(path: root.path) ?? .main
    }
}

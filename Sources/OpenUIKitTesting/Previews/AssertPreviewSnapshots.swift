import Foundation
import OpenSwiftUI
import OpenUIKit
import SnapshotTesting
import Testing

/// Snapshot-tests every preview of a module (each `#Preview` written in its files, and
/// each `PreviewProvider` when `module` is `nil`), in light and dark appearance: one
/// reference image per preview and appearance, named after the preview.
///
/// A preview that throws, or asks for an empty or endless size, is recorded as a test
/// issue by name, and the others are still compared.
///
/// ```swift
/// @Test func previews() {
///     assertPreviewSnapshots(inModule: "ProfileFeature")
/// }
/// ```
///
/// - Parameters:
///   - module: The module whose previews to compare (`#fileID`'s first part), or `nil` for
///     every preview linked into the test.
///   - styles: The appearances to render.
///   - device: The phone previews that fill a screen are shown on.
///   - scale: The scale to render at (the device's when `nil`).
///   - precision: The fraction of pixels that must match.
///   - perceptualPrecision: How close a pixel's colour must be.
///   - record: Whether to record new references (swift-snapshot-testing's setting when `nil`).
/// - Returns: The names of the previews compared.
@MainActor @discardableResult
public func assertPreviewSnapshots(
    inModule module: String?, styles: [UIUserInterfaceStyle] = [.light, .dark],
    device: (ViewImageConfig.Orientation) -> ViewImageConfig = ViewImageConfig.iPhone16Pro, scale: CGFloat? = nil,
    precision: Float = 1, perceptualPrecision: Float = 1, record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [String] {
    let entries = PreviewCatalog.entries.filter { entry in
        guard let module else { return true }
        return entry.fileID.hasPrefix(module + "/")
    }
    let sourceLocation = SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    if entries.isEmpty {
        Issue.record("no previews found\(module.map { " in module \($0)" } ?? "")", sourceLocation: sourceLocation)
    }
    var names = PreviewSnapshotNames()
    for entry in entries {
        let name = names.unique(entry.name)
        for style in styles {
            do {
                let image = try PreviewRenderer.image(of: entry, style: style, device: device, scale: scale)
                assertSnapshot(
                    of: image, as: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: image.scale),
                    named: "\(name)-\(style == .dark ? "dark" : "light")", record: record,
                    fileID: fileID, file: filePath, testName: testName, line: line, column: column)
            } catch {
                Issue.record("\(error)", sourceLocation: sourceLocation)
            }
        }
    }
    return entries.map(\.name)
}

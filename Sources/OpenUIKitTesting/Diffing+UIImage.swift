import Foundation
import OpenUIKit
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// Compares images as swift-snapshot-testing does on Apple platforms: PNG on disk,
    /// `precision` (fraction of pixels that must match) and `perceptualPrecision` (how
    /// close a pixel's colour must be, by CIE Lab ΔE).
    ///
    /// On failure the message names the differing pixel count, and the reference, the
    /// failure and a difference image (differing pixels in red) are attached; the
    /// difference image is also written next to the system's temporary files and its
    /// path given, since XCTest attachments are not kept on Linux.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0, scale: scale ?? 1) ?? UIImage() },
            diffV2: { reference, actual in
                let result = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
                    .compare(reference, actual)
                guard !result.matches else { return nil }
                var message: String
                if result.differingPixels < 0 {
                    message = "Newly-taken snapshot (\(actual.size)) does not match reference size (\(reference.size))."
                } else {
                    message = "Newly-taken snapshot does not match reference: \(result.differingPixels) pixels differ (worst ΔE \(String(format: "%.1f", result.worstDeltaE)))."
                }
                var attachments: [DiffAttachment] = [
                    .data(reference.pngData() ?? Data(), name: "reference.png"),
                    .data(actual.pngData() ?? Data(), name: "failure.png"),
                ]
                if let difference = result.differenceImage, let data = difference.pngData() {
                    attachments.append(.data(data, name: "difference.png"))
                    let url = FileManager.default.temporaryDirectory
                        .appendingPathComponent("openuikit-snapshot-difference-\(UUID().uuidString).png")
                    if (try? data.write(to: url)) != nil { message += " Difference image: \(url.path)" }
                }
                return (message, attachments)
            })
    }
}

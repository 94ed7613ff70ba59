import Foundation
import OpenUIKit

extension GlassAudit {
    /// The findings as text for a person: numbered as in ``annotatedImage()``, each with the
    /// views concerned and what to do; then the glass counted and its frame cost.
    public var report: String {
        var lines: [String] = []
        lines.append(findings.isEmpty ? "Glass audit: no findings." : "Glass audit: \(findings.count) finding\(findings.count == 1 ? "" : "s").")
        for (index, finding) in findings.enumerated() {
            lines.append("\(index + 1). \(finding.kind.rawValue): \(finding.message)")
            for view in finding.views { lines.append("   - \(view)") }
        }
        lines.append("Glass surfaces visible: \(surfaceCount) (\(containedSurfaceCount) in glass containers).")
        lines.append(String(format: "Frame cost of the glass at %gx on this machine: %.2f ms (%.0f%% of a 120 Hz frame).",
                            scale, glassFrameCost, glassFrameCost / (1000.0 / 120) * 100))
        return lines.joined(separator: "\n")
    }

    /// The audited screen with each finding outlined in a colour of its kind and numbered
    /// as in ``report``.
    public func annotatedImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        return UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            image.draw(at: .zero)
            let cg = context.cgContext
            for (index, finding) in findings.enumerated() {
                let colour = Self.colour(of: finding.kind)
                cg.setStrokeColor(colour.cgColor)
                cg.setLineWidth(2)
                cg.setLineDash(phase: 0, lengths: [6, 3])
                for frame in finding.frames { cg.stroke(frame.insetBy(dx: -2, dy: -2)) }
                guard let first = finding.frames.first else { continue }
                let badge = CGRect(x: first.minX - 2, y: max(0, first.minY - 20), width: 20, height: 18)
                cg.setFillColor(colour.cgColor)
                cg.fill(badge)
                "\(index + 1)".draw(in: badge.insetBy(dx: 4, dy: 1), withAttributes: [
                    .font: UIFont.systemFont(ofSize: 13, weight: .bold), .foregroundColor: UIColor.white,
                ])
            }
        }
    }

    private static func colour(of kind: GlassAuditFinding.Kind) -> UIColor {
        switch kind {
        case .tooManySurfaces: return .systemOrange
        case .constantlyAnimating: return .systemPurple
        case .glassOnGlass: return .systemRed
        case .customShapeNotInteractive: return .systemBlue
        case .lowContrastText: return .systemPink
        }
    }
}

import Foundation
import OpenUIKit

/// One thing the glass audit found wrong with a screen, with the views it concerns.
public struct GlassAuditFinding: Sendable, CustomStringConvertible {
    /// The checks the audit runs.
    public enum Kind: String, Sendable, CaseIterable {
        /// More than two glass surfaces visible at once outside a glass container: each
        /// samples what is behind it on its own.
        case tooManySurfaces = "too many glass surfaces"
        /// Glass that animates all the time on the full material instead of the thin one.
        case constantlyAnimating = "constantly animating glass"
        /// Glass drawn over other glass: double refraction, paid twice.
        case glassOnGlass = "glass on glass"
        /// Tappable glass on a custom shape that is not interactive.
        case customShapeNotInteractive = "custom-shaped glass not interactive"
        /// Text on glass below WCAG's contrast ratio over what is actually behind it.
        case lowContrastText = "low-contrast text on glass"
    }

    /// Which check found it.
    public let kind: Kind
    /// The views concerned, named for a reader (the glass's text and place on screen).
    public let views: [String]
    /// Where on screen, in the window's points: what the annotated image outlines.
    public let frames: [CGRect]
    /// What is wrong and what to do about it.
    public let message: String

    public var description: String {
        "\(kind.rawValue): \(message) [\(views.joined(separator: "; "))]"
    }
}

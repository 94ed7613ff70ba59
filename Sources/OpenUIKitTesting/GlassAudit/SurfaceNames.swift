import Foundation
import OpenUIKit

/// Names glass for a reader: by what VoiceOver reads on it, else its identifier or type,
/// with where it is on screen.
@MainActor
struct SurfaceNames {
    /// What VoiceOver reads on the screen, in order.
    let elements: [AccessibilityNode]

    init(window: UIWindow) {
        elements = window.voiceOverOrder
    }

    func name(_ surface: GlassSurface) -> String {
        let labels = elements
            .filter { surface.frame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
            .compactMap { $0.label?.isEmpty == false ? $0.label : nil }
        var title = labels.joined(separator: ", ")
        if title.count > 40 { title = String(title.prefix(39)) + "…" }
        if title.isEmpty { title = surface.view.accessibilityIdentifier ?? String(describing: type(of: surface.view)) }
        let f = surface.frame.integral
        return "glass “\(title)” at (\(Int(f.minX)), \(Int(f.minY)), \(Int(f.width))×\(Int(f.height)))"
    }

    /// The elements VoiceOver reads on `surface`.
    func elements(on surface: GlassSurface) -> [AccessibilityNode] {
        elements.filter { surface.frame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
    }
}

import Foundation

extension UIVisualEffect {
    /// The material a view shows for this effect: glass, a glass container, or a flat
    /// frosted material for blur and vibrancy; `nil` for effects that draw nothing.
    var glassMaterial: GlassAttachment.Material? {
        switch self {
        case let glass as UIGlassEffect:
            return .glass(GlassAttachment.GlassLook(style: glass.style, tintColor: glass.tintColor, isInteractive: glass.isInteractive))
        case let container as UIGlassContainerEffect:
            return .container(spacing: container.spacing)
        case let blur as UIBlurEffect:
            return .frost(blur.fixedAppearance.map { .fixed($0) } ?? .adaptive, blur.materialThickness)
        case is UIVibrancyEffect:
            return .frost(.inherited)
        default:
            return nil
        }
    }
}

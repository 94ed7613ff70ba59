extension UIView {
    /// How a view's drawn content fits its bounds when they change size.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center
        case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

        var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            default: .resize
            }
        }
    }
}

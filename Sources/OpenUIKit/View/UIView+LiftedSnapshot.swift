import Foundation

extension UIView {
    /// A picture of the view as it is drawn now, to lift over everything else (a context
    /// menu's preview, a dragged item), rounded by `cornerRadius` or gently when that is 0.
    func liftedSnapshot(cornerRadius: CGFloat) -> UIImageView {
        let bounds = bounds
        let renderer = UIGraphicsImageRenderer(bounds: bounds)
        let image = renderer.image { _ in _ = drawHierarchy(in: bounds, afterScreenUpdates: false) }
        let picture = UIImageView(image: image)
        picture.frame = CGRect(origin: .zero, size: bounds.size)
        picture.layer.cornerRadius = cornerRadius > 0 ? cornerRadius : Self.gentleLiftedCornerRadius
        return picture
    }

    static let gentleLiftedCornerRadius: CGFloat = 12
}

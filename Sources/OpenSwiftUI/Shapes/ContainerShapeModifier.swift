import Foundation
import OpenUIKit

/// Makes its content's frame a container shape: concentric corners inside it (a
/// ``ConcentricRectangle`` as a fill, a material or glass) follow its corners.
struct ContainerShapeModifier: PrimitiveModifier {
    let outline: GlassOutline

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: ContainerShapeView.self, hostsChildren: true) { ContainerShapeView() }
        let corners = outline.containerCorners
        if view.cornerConfiguration != corners { view.cornerConfiguration = corners }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// The view a container shape's content is laid out in: its corners are the shape's, for
/// UIKit to resolve concentric corners inside against; it draws nothing and clips nothing.
final class ContainerShapeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Concentric corners inside depend on where they sit in this view.
        for subview in subviews { subview.setNeedsLayout() }
    }
}

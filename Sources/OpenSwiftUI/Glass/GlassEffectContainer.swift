import Foundation
import OpenUIKit

/// Renders the glass of the views inside it together: shapes closer than `spacing` merge
/// like droplets, every member shares one sample of what is behind and one light or dark
/// look, and glass inside morphs as ``View/glassEffectID(_:in:)`` says.
///
/// ```swift
/// GlassEffectContainer(spacing: 12) {
///     HStack(spacing: 12) {
///         Button("New", systemImage: "doc.badge.plus") {}.glassEffect()
///         Button("Send", systemImage: "square.and.arrow.up") {}.glassEffect()
///     }
/// }
/// ```
///
/// It is the same container as UIKit's `UIGlassContainerEffect`: the content is laid out
/// as if the container were not there.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container merging glass within `spacing` points (`nil`: the system's spacing).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension GlassEffectContainer: PrimitiveView {
    /// The merging distance when none is given: the system's standard spacing.
    static var defaultSpacing: CGFloat { 8 }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let view = node.platformView(ofType: GlassContainerView.self, hostsChildren: true) { GlassContainerView() }
        view.setSpacing(spacing ?? Self.defaultSpacing)
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// The drawn view of a ``GlassEffectContainer``: a glass container attachment over its
/// content's views.
final class GlassContainerView: ContainerView {
    private var attachment: GlassAttachment!
    private var spacing: CGFloat?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let attachment = GlassAttachment(host: self)
        self.attachment = attachment
        glassAttachment = attachment
    }

    func setSpacing(_ spacing: CGFloat) {
        guard spacing != self.spacing else { return }
        self.spacing = spacing
        attachment.setMaterial(.container(spacing: spacing))
    }
}

import Foundation
import OpenUIKit

/// Shows its content to screen readers only: the content's views are laid out (so their
/// elements have frames) but never drawn and never touched.
struct AccessibilityOnlyModifier: PrimitiveModifier {
    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        _ = node.platformView(ofType: AccessibilityOnlyView.self, hostsChildren: true) { AccessibilityOnlyView() }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// A view VoiceOver reads and nobody sees: its layer is hidden from drawing while the
/// view itself counts as shown, and it takes no touches.
final class AccessibilityOnlyView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isHidden = true
    }

    required init?(coder: NSCoder) { nil }

    override var isHidden: Bool {
        get { false }
        set {}
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

extension View {
    /// Replaces the view's accessibility with that of another view: VoiceOver reads and
    /// activates `representation` where this view is, while this view draws. Use it to make
    /// a custom control read as the standard one it behaves like.
    ///
    /// ```swift
    /// RatingStars(value: $rating)
    ///     .accessibilityRepresentation {
    ///         Slider(value: $rating, in: 0...5, step: 1) { Text("Rating") }
    ///     }
    /// ```
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        accessibilityHidden(true)
            .overlay { representation().modifier(AccessibilityOnlyModifier()) }
    }

    /// Gives the view accessibility children made from other views: the view becomes a
    /// container VoiceOver enters, and reads the elements of `children` (laid out over the
    /// view, never drawn) instead of the view's own content.
    ///
    /// ```swift
    /// BarChart(values: sales)
    ///     .accessibilityLabel("Sales")
    ///     .accessibilityChildren {
    ///         HStack {
    ///             ForEach(sales) { Rectangle().accessibilityLabel($0.month).accessibilityValue("\($0.total)") }
    ///         }
    ///     }
    /// ```
    ///
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(AccessibilityChildrenModifier(children: children()))
    }
}

/// `accessibilityChildren(children:)`: a group named as the view is (its label, value
/// and hint), holding the view (drawn, not read) and the synthetic children (read, not
/// drawn, laid out over the view).
struct AccessibilityChildrenModifier<Children: View>: PrimitiveModifier {
    let children: Children

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        _ = node.platformView(ofType: AccessibilityChildrenView.self, hostsChildren: true) { AccessibilityChildrenView() }
        node.setLayout(SecondaryContentLayout(contentIndex: 0, alignment: .center))
        var childrenContext = context
        childrenContext.stackAxis = nil
        node.updateChild(at: 0, with: content, context: context)
        node.updateChild(at: 1, with: children.modifier(AccessibilityOnlyModifier()), context: childrenContext)
        node.removeChildren(from: 2)
    }
}

/// The group ``View/accessibilityChildren(children:)`` makes: it reads the synthetic
/// children, and takes its name from the element the view's content would have been.
final class AccessibilityChildrenView: ContainerView {
    /// The content's drawn view and the synthetic children's holder.
    private var content: UIView? { subviews.first { !($0 is AccessibilityOnlyView) } }
    private var synthetic: AccessibilityOnlyView? { subviews.first { $0 is AccessibilityOnlyView } as? AccessibilityOnlyView }

    override var accessibilityElements: [Any]? {
        get { synthetic.map { [$0] } }
        set {}
    }

    override var accessibilityContainerType: UIAccessibilityContainerType {
        get { .semanticGroup }
        set {}
    }

    override var accessibilityLabel: String? {
        get { content?.accessibilityLabel }
        set {}
    }

    override var accessibilityValue: String? {
        get { content?.accessibilityValue }
        set {}
    }

    override var accessibilityHint: String? {
        get { content?.accessibilityHint }
        set {}
    }
}

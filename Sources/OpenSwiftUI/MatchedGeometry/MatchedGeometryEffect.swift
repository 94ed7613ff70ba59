import Foundation

/// Which parts of a frame a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The frame's centre.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The frame's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A group of views sharing an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// Where each group's source was last placed, and by which node.
@MainActor
final class MatchedGeometryRegistry {
    private var frames: [MatchedGeometryKey: (frame: CGRect, node: ObjectIdentifier)] = [:]

    func frame(of key: MatchedGeometryKey) -> (frame: CGRect, node: ObjectIdentifier)? { frames[key] }

    func record(_ frame: CGRect, of key: MatchedGeometryKey, by node: ViewNode) {
        frames[key] = (frame, ObjectIdentifier(node))
    }
}

/// Draws the content in a view of its own that belongs to a matched-geometry group.
struct MatchedGeometryModifier: PrimitiveModifier {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let isSource: Bool

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: GeometryEffectView.self, hostsChildren: true) { GeometryEffectView() }
        view.matchedProperties = properties
        node.matchedGeometry = (key, isSource)
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

extension ViewNode {
    /// After placing `view` at `rect`: a view that appears in an animated change where
    /// another view of its group was moves in from that view's frame; a source records
    /// where it is.
    func matchGeometry(of view: UIView, placedAt rect: CGRect, isNew: Bool) {
        guard let matched = matchedGeometry, let effectView = view as? GeometryEffectView else { return }
        let registry = graph.matchedGeometry
        if isNew, let animation = transaction.animation, let previous = registry.frame(of: matched.key),
           previous.node != ObjectIdentifier(self) {
            let start = effectView.matchedTransform(from: previous.frame, to: frame)
            PlatformAnimation.none.perform { effectView.transform = start }
            PlatformAnimation.animated(animation).perform { effectView.applyEffect() }
        }
        if matched.isSource { registry.record(frame, of: matched.key, by: self) }
    }
}

extension View {
    /// Makes this view one of a group sharing `id` in `namespace`: when a view of the
    /// group is removed and another inserted in the same animated change, the new one moves
    /// in from where the old one was.
    ///
    /// ```swift
    /// if isExpanded {
    ///     Card().matchedGeometryEffect(id: "card", in: namespace)
    /// } else {
    ///     Thumbnail().matchedGeometryEffect(id: "card", in: namespace)
    /// }
    /// ```
    ///
    /// How it differs from SwiftUI: the new view's drawing is scaled from the old frame
    /// (its content is laid out once, at its own size) about its centre (`anchor` is not
    /// used), and a view that is not the source keeps its own frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties, isSource: isSource))
    }
}

import Foundation

/// Names the content's coordinate space: geometry readers inside measure frames in it
/// with `frame(in: .named(name))`.
struct CoordinateSpaceModifier: PrimitiveModifier {
    let name: AnyHashable

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        var inner = context
        let spaces = node.modifierState { NamedSpaceReference() }
        spaces.node = node
        inner.environment = node.environment(from: context.environment, setting: name) {
            $0.namedCoordinateSpaces[name] = spaces
        }
        node.showAsList(content, context: inner)
    }
}

/// The node whose frame a named coordinate space measures from.
@MainActor
final class NamedSpaceReference {
    weak var node: ViewNode?

    /// The frame, in the hosting view, of what the named view lays out.
    var frameInHost: CGRect? {
        guard let node else { return nil }
        let frames = node.childItems.map { $0.frame }
        guard let first = frames.first else { return node.frame }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }
}

private struct NamedCoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: [AnyHashable: NamedSpaceReference] { [:] }
}

extension EnvironmentValues {
    /// The coordinate spaces ancestors named.
    var namedCoordinateSpaces: [AnyHashable: NamedSpaceReference] {
        get { self[NamedCoordinateSpacesKey.self] }
        set { self[NamedCoordinateSpacesKey.self] = newValue }
    }
}

extension View {
    /// Names this view's coordinate space, for `frame(in: .named(name))` inside it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}

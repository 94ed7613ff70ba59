import Foundation

/// A view that takes all the space offered and lets its content read that space: its
/// size and where it is.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule()
///         .fill(Color.blue)
///         .frame(width: proxy.size.width * progress)
/// }
/// ```
///
/// The content is laid out from the top-leading corner. Its closure runs again when the
/// reader's size or position changes.
public struct GeometryReader<Content: View>: View {
    /// Makes the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader showing what `content` makes of its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

/// The geometry a ``GeometryReader`` offers its content.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in the hosting view, and the hosting view's origin in the window.
    let frameInHost: CGRect
    let hostOriginInWindow: CGPoint
    /// The safe area's insets at the reader's edges.
    public let safeAreaInsets: EdgeInsets
    /// Where the coordinate spaces ancestors named are, in the hosting view.
    var namedSpaces: [AnyHashable: CGRect] = [:]

    /// The reader's frame in `coordinateSpace`: its own, the window's, or that of an
    /// ancestor named with `coordinateSpace(name:)` (the window's when no ancestor has
    /// the name).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedSpaces[name] else { return frame(in: .global) }
            return frameInHost.offsetBy(dx: -space.minX, dy: -space.minY)
        case .global:
            return frameInHost.offsetBy(dx: hostOriginInWindow.x, dy: hostOriginInWindow.y)
        }
    }
}

extension GeometryReader: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let reader = node.modifierState { GeometryReaderState() }
        let content = self.content
        reader.resolve = { [unowned node] proxy in
            node.updateChild(at: 0, with: content(proxy), context: context)
            node.removeChildren(from: 1)
        }
        node.setPlatformView(nil)
        node.setLayout(GeometryReaderLayout(reader: reader))
        // The content runs with the last geometry known; the first time, the layout runs it
        // once the reader has a place (so its `onAppear` sees real geometry), and again
        // whenever the geometry changes.
        if let proxy = reader.lastProxy { reader.resolve(proxy) }
    }
}

/// What a reader's node keeps: the geometry its content last saw, and how to run it again.
@MainActor
final class GeometryReaderState {
    var lastProxy: GeometryProxy?
    var resolve: (GeometryProxy) -> Void = { _ in }
}

/// Takes the whole proposal (10 × 10 where nothing is proposed, as SwiftUI's readers do)
/// and places the content at the top-leading corner at its own size.
struct GeometryReaderLayout: NodeLayout {
    let reader: GeometryReaderState

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width.isFinite ? max(0, size.width) : 10, height: size.height.isFinite ? max(0, size.height) : 10)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let proxy = GeometryProxy(of: node, in: bounds)
        if reader.lastProxy.map({ $0.frameInHost != proxy.frameInHost || $0.hostOriginInWindow != proxy.hostOriginInWindow || $0.namedSpaces != proxy.namedSpaces || $0.safeAreaInsets != proxy.safeAreaInsets }) ?? true {
            reader.lastProxy = proxy
            reader.resolve(proxy)
        }
        for child in node.childItems {
            let size = child.sizeThatFits(ProposedViewSize(bounds.size))
            child.place(in: CGRect(origin: bounds.origin, size: size))
        }
    }
}

extension GeometryProxy {
    /// The geometry of `node` placed in `bounds` (in the hosting view).
    @MainActor
    init(of node: ViewNode, in bounds: CGRect) {
        self.init(size: bounds.size, frameInHost: bounds,
                  hostOriginInWindow: node.graph.hostOriginInWindow, safeAreaInsets: node.graph.safeAreaInsets(of: bounds),
                  namedSpaces: node.environment.namedCoordinateSpaces.compactMapValues { $0.frameInHost })
    }

    /// The reader's frame in a coordinate space: `.local`, `.global`, or `.named(_:)`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The reader's bounds in a coordinate space: its frame there, at the origin of its own.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = coordinateSpace.coordinateSpace, let space = namedSpaces[name] else { return nil }
        return CGRect(origin: CGPoint(x: space.minX - frameInHost.minX, y: space.minY - frameInHost.minY), size: space.size)
    }
}

extension ViewGraph {
    /// Where the hosting view's origin is in its window.
    var hostOriginInWindow: CGPoint {
        guard let host, let window = host.window else { return .zero }
        return host.convert(CGPoint.zero, to: window)
    }

    /// How far the hosting view's safe area reaches into `frame` (in the hosting view).
    func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
        guard host != nil else { return EdgeInsets() }
        let safe = safeRect
        return EdgeInsets(top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
                          bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX))
    }
}

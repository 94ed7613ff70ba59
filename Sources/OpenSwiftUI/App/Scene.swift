import Foundation

/// A part of an app's interface the system shows: a ``WindowGroup``, or a scene of your own
/// whose body combines others.
///
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene {
///         WindowGroup { ContentView() }
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scenes this one is made of.
    @SceneBuilder var body: Body { get }
}

/// A scene OpenSwiftUI knows how to show itself, without a body.
@MainActor
protocol PrimitiveScene {
    /// The window groups inside, in order.
    var windowGroups: [any WindowGroupScene] { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; reading it stops the program.
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Scene {
    /// The window groups this scene holds, its body's and its parts', in order.
    var windowGroups: [any WindowGroupScene] {
        if let primitive = self as? any PrimitiveScene { return primitive.windowGroups }
        return body.windowGroups
    }
}

/// Builds scenes from the statements of an app's or scene's `body`.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }

    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }

    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _TupleScene<repeat each S> {
        _TupleScene(repeat each scenes)
    }
}

/// Several scenes side by side, as a builder makes them.
public struct _TupleScene<each S: Scene>: Scene, PrimitiveScene {
    nonisolated(unsafe) let scenes: (repeat each S)

    nonisolated init(_ scenes: repeat each S) { self.scenes = (repeat each scenes) }

    public typealias Body = Never

    var windowGroups: [any WindowGroupScene] {
        var groups: [any WindowGroupScene] = []
        for scene in repeat each scenes { groups.append(contentsOf: scene.windowGroups) }
        return groups
    }
}

import Foundation

/// A coordinate space as a value: `.local`, `.global`, or `.named(_:)`, as iOS 17's API
/// writes them.
///
/// ```swift
/// ScrollContent().coordinateSpace(.named("scroll"))
/// // inside: proxy.frame(in: .named("scroll"))
/// ```
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// A space a view names with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable

    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
}

/// The view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension View {
    /// Names this view's space, for geometry readers inside to measure from.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        coordinateSpace(name: name.name)
    }
}

import Foundation

/// A view that updates its content only when the content changes by its own `==`: an
/// update that gives an equal view runs no body inside.
///
/// ```swift
/// ChartView(points: points).equatable()
/// ```
public struct EquatableView<Content: View & Equatable>: View, Equatable {
    /// The view compared.
    // A value copied with the view: reading it off the main actor (in `==`) is safe.
    nonisolated(unsafe) public var content: Content

    /// A view compared by `content`'s `==`.
    public init(content: Content) { self.content = content }

    public var body: some View { content }

    nonisolated public static func == (lhs: EquatableView, rhs: EquatableView) -> Bool { lhs.content == rhs.content }
}

extension View where Self: Equatable {
    /// The view, updated only when it changes by its own `==`.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

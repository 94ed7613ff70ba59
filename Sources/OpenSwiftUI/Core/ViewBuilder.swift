import Foundation

/// Builds views from closures: each statement is a child, `if` and `switch` choose among
/// them, and `for` loops are written with ``ForEach``.
///
/// ```swift
/// VStack {
///     Text("Title")
///     if showsDetail { Text("Detail") }
/// }
/// ```
@resultBuilder @MainActor
public struct ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, kept in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// A view written as a statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without an `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// An `if #available` branch: its type is erased so older systems can name it.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

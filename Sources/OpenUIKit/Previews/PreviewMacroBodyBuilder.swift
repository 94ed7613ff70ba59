import Foundation

/// Builds the body of a UIKit `#Preview`: statements that set the content up, and the view
/// or view controller it shows as the last expression.
///
/// ```swift
/// #Preview {
///     let controller = ProfileViewController()
///     controller.user = .sample
///     controller
/// }
/// ```
@resultBuilder
public enum PreviewMacroBodyBuilder<Content> {
    /// The content, as the body's result.
    public static func buildExpression(_ content: Content) -> Content { content }

    /// A statement that sets the content up (an assignment or a call).
    public static func buildExpression(_ statement: Void) {}

    /// The body's first expression: the content.
    public static func buildPartialBlock(first content: Content) -> Content { content }

    /// The body's first expression: a statement.
    public static func buildPartialBlock(first statement: Void) {}

    /// Statements, then the content.
    public static func buildPartialBlock(accumulated: Void, next content: Content) -> Content { content }

    /// Statements, then another.
    public static func buildPartialBlock(accumulated: Void, next statement: Void) {}

    /// The content, then statements that finish setting it up.
    public static func buildPartialBlock(accumulated content: Content, next statement: Void) -> Content { content }
}

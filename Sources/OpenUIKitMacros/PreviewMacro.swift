import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview { … }`: a type conforming to `PreviewRegistry` whose `makePreview()` builds the
/// `Preview` from the macro's own arguments, so the preview tools find it at run time.
///
/// `@Previewable` variables in a SwiftUI body become stored properties of a small view
/// made for the preview (their property wrappers then behave as in any view), and the
/// body's other statements become that view's `body`.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let body = node.trailingClosure ?? closureArgument(of: node) else {
            throw MacroExpansionErrorMessage("#Preview needs a body: a closure that makes the view or view controller to preview")
        }
        let registry = context.makeUniqueName("PreviewRegistry")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let arguments = previewArguments(of: node)
        let previewable = PreviewableBody(body)
        let (content, wrapper) = previewable.split(wrapperName: context.makeUniqueName("PreviewableContent"))
        let call = arguments.isEmpty ? "Preview \(content)" : "Preview(\(arguments)) \(content)"
        let fileID = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        return [
            """
            struct \(registry): PreviewRegistry {
                static var fileID: String { \(raw: fileID) }
                static var line: Int { \(raw: line) }
                static var column: Int { \(raw: column) }
                @MainActor static func makePreview() throws -> Preview {
                    \(raw: call)
                }
            \(raw: wrapper ?? "")
            }
            """
        ]
    }

    /// A body passed by label (`#Preview(body: { … })`) rather than as a trailing closure.
    private static func closureArgument(of node: some FreestandingMacroExpansionSyntax) -> ClosureExprSyntax? {
        node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }

    /// The macro's arguments but its body, as written (a name, traits, arguments).
    private static func previewArguments(of node: some FreestandingMacroExpansionSyntax) -> String {
        node.arguments
            .filter { $0.label?.text != "body" }
            .map { argument in
                let value = argument.expression.trimmedDescription
                return argument.label.map { "\($0.text): \(value)" } ?? value
            }
            .joined(separator: ", ")
    }
}

/// `@Previewable`: marks a variable of a `#Preview` body that the preview keeps as a view's
/// stored property; `#Preview` does the work, so this adds nothing itself.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

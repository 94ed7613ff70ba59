import SwiftSyntax

/// A `#Preview` body split into its `@Previewable` variables and the rest.
struct PreviewableBody {
    let closure: ClosureExprSyntax

    init(_ closure: ClosureExprSyntax) {
        self.closure = closure
    }

    /// The closure the preview calls, and (when the body has `@Previewable` variables) the
    /// view that holds them, whose body is the closure's other statements.
    func split(wrapperName: TokenSyntax) -> (content: String, wrapper: String?) {
        let statements = closure.statements
        let held = statements.compactMap { previewableVariable($0.item) }
        guard !held.isEmpty else { return (closure.trimmedDescription, nil) }
        let rest = statements.filter { previewableVariable($0.item) == nil }
        let properties = held.map { $0.trimmedDescription }.joined(separator: "\n    ")
        let body = rest.map { $0.trimmedDescription }.joined(separator: "\n        ")
        let wrapper = """
            struct \(wrapperName.text): View {
                \(properties)
                var body: some View {
                    \(body)
                }
            }
            """
        return ("{ \(wrapperName.text)() }", wrapper)
    }

    /// The variable without its `@Previewable` attribute, when `item` is one so marked.
    private func previewableVariable(_ item: CodeBlockItemSyntax.Item) -> VariableDeclSyntax? {
        guard let variable = item.as(VariableDeclSyntax.self) else { return nil }
        let marked = variable.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
        }
        guard marked else { return nil }
        var stripped = variable
        stripped.attributes = variable.attributes.filter { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "Previewable"
        }
        return stripped
    }
}

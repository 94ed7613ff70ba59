import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside `extension EnvironmentValues`: a key type
/// whose default value is the property's initial value, and a getter and setter that
/// read and write the environment through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration, in: context)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let entry = try Entry(declaration, in: context)
        let defaultValue = entry.initialValue ?? "nil"
        let declaration: DeclSyntax = if let type = entry.type {
            "private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) { static var defaultValue: \(raw: type) { \(raw: defaultValue) } }"
        } else {
            "private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) { static let defaultValue = \(raw: defaultValue) }"
        }
        return [declaration]
    }
}

/// What `@Entry` reads from its property and the extension it is in.
private struct Entry {
    let keyName: String
    let keyProtocol: String
    let type: String?
    let initialValue: String?

    init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { throw MacroExpansionErrorMessage("@Entry applies to one variable: `@Entry var name: Type = value`") }
        let extended = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        guard extended == "EnvironmentValues" else {
            throw MacroExpansionErrorMessage("@Entry makes environment values: declare it in `extension EnvironmentValues`")
        }
        keyName = "__Key_\(name)"
        keyProtocol = "EnvironmentKey"
        type = binding.typeAnnotation?.type.trimmedDescription
        initialValue = binding.initializer?.value.trimmedDescription
        let isOptional = type.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false
        guard initialValue != nil || isOptional else {
            throw MacroExpansionErrorMessage("@Entry needs a default value, or an optional type whose default is nil")
        }
        guard type != nil || initialValue != nil else {
            throw MacroExpansionErrorMessage("@Entry needs a type or a default value")
        }
    }
}

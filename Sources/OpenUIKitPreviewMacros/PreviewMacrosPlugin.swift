import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands `#Preview` and `@Previewable`.
@main
struct PreviewMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}

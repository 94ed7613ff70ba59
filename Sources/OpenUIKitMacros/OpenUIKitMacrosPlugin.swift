import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that expands `#Preview`, `@Previewable` and `@Entry`.
@main
struct OpenUIKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, EntryMacro.self]
}

import Foundation

extension Button where Label == OpenSwiftUI.Label<Text, Image> {
    /// A button labelled with a title and a system symbol: the symbol alone in toolbars,
    /// both elsewhere.
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { add() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { OpenSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { OpenSwiftUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { OpenSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

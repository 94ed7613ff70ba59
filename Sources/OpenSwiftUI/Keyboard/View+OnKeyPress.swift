import Foundation

extension View {
    /// Runs `action` when `key` goes down (or repeats) while this view or a view inside
    /// has keyboard focus.
    ///
    /// ```swift
    /// CardStack(cards).focusable().onKeyPress(.space) {
    ///     cards.flip()
    ///     return .handled
    /// }
    /// ```
    ///
    /// - Returns: A view whose ignored keys go on to the views around it.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
    }

    /// Runs `action` for the `phases` of `key` while this view or a view inside has
    /// keyboard focus.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` for the `phases` of any of `keys` while this view or a view inside
    /// has keyboard focus.
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressModifier(phases: phases, matches: { keys.contains($0.key) }, action: action))
    }

    /// Runs `action` for the `phases` of keys typing one of `characters` while this view
    /// or a view inside has keyboard focus.
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(KeyPressModifier(phases: phases, matches: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(characters.contains)
        }, action: action))
    }

    /// Runs `action` for the `phases` of every key while this view or a view inside has
    /// keyboard focus.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(phases: phases, matches: { _ in true }, action: action))
    }
}

/// Hears the keys that reach the content's views through the responder chain.
struct KeyPressModifier: PrimitiveModifier {
    let phases: KeyPress.Phases
    let matches: (KeyPress) -> Bool
    let action: (KeyPress) -> KeyPress.Result

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: KeyPressHandlerView.self, hostsChildren: true) { KeyPressHandlerView() }
        view.handle = { [phases, matches, action] press in
            guard phases.contains(press.phase), matches(press) else { return .ignored }
            return action(press)
        }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// Holds content whose key presses an `onKeyPress` action sees first.
final class KeyPressHandlerView: ContainerView {
    var handle: (KeyPress) -> KeyPress.Result = { _ in .ignored }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = presses.first.flatMap({ KeyPress($0, phase: .down) }), handle(press) == .handled else {
            return super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = presses.first.flatMap({ KeyPress($0, phase: .up) }), handle(press) == .handled else {
            return super.pressesEnded(presses, with: event)
        }
    }
}

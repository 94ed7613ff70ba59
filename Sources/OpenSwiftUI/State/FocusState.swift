import Foundation

/// Which view has keyboard focus, as a value: `true`/`false`, or the value of the view
/// focused among several. Bind views to it with ``View/focused(_:)`` or
/// ``View/focused(_:equals:)``; setting it moves focus, and focus moved by the keyboard
/// (Tab) sets it.
///
/// ```swift
/// enum Field: Hashable { case name, city }
/// @FocusState private var field: Field?
/// Button("Name") { }.focused($field, equals: .name)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// A binding to a focus state, for the `focused` modifiers.
    @propertyWrapper
    public struct Binding {
        let link: FocusStateLink<Value>

        /// The focus state's value.
        public var wrappedValue: Value {
            get { link.value }
            nonmutating set { link.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    let link: FocusStateLink<Value>

    /// The focus state's value.
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding for the `focused` modifiers.
    public var projectedValue: Binding { Binding(link: link) }

    /// A focus state that is `true` while its view has focus.
    public init() where Value == Bool {
        link = FocusStateLink(unfocused: false)
    }

    /// A focus state holding the value of the focused view among those bound to it, `nil`
    /// when none has focus.
    public init<T: Hashable>() where Value == T? {
        link = FocusStateLink(unfocused: nil)
    }
}

extension FocusState: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        link.box = node.storage(in: &slot) { FocusStateBox<Value>(value: link.unfocused, node: node) }
    }
}

/// Where a focus state finds its box.
final class FocusStateLink<Value: Hashable>: @unchecked Sendable {
    // Used on the main actor only.
    let unfocused: Value
    var box: FocusStateBox<Value>?

    init(unfocused: Value) { self.unfocused = unfocused }

    var value: Value {
        get { MainActor.assumeIsolated { Carried(box?.value) }.value ?? unfocused }
        set {
            let carried = Carried(newValue)
            MainActor.assumeIsolated { box?.setValue(carried.value, movingFocus: true) }
        }
    }

    /// A value carried into and out of the main actor's closures.
    private struct Carried<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }
}

/// A focus state's storage in its node: its value and the views bound to it.
@MainActor
final class FocusStateBox<Value: Hashable> {
    private(set) var value: Value
    private weak var node: ViewNode?
    /// The views bound to the state, with the value each stands for.
    private var targets: [(view: WeakView, value: Value)] = []

    private struct WeakView {
        weak var view: FocusTargetView?
    }

    init(value: Value, node: ViewNode) {
        self.value = value
        self.node = node
    }

    /// Sets the value; with `movingFocus`, focus moves to the view bound to it (or leaves
    /// the bound views when no view stands for it).
    func setValue(_ newValue: Value, movingFocus: Bool) {
        guard newValue != value else { return }
        value = newValue
        node?.setNeedsBody()
        guard movingFocus else { return }
        targets.removeAll { $0.view.view == nil }
        if let target = targets.first(where: { $0.value == newValue })?.view.view {
            target.focusTarget.takeKeyboardFocus()
        } else {
            for target in targets { target.view.view?.focusTarget.giveUpKeyboardFocus() }
        }
    }

    /// Binds `view` to the state, standing for `value` (focusing it sets the state to
    /// `value`; leaving it sets `unfocused`).
    func bind(_ view: FocusTargetView, to value: Value, unfocused: Value) {
        targets.removeAll { $0.view.view == nil || $0.view.view === view }
        targets.append((WeakView(view: view), value))
        view.focusChanged = { [weak self] isFocused in
            guard let self else { return }
            if isFocused {
                self.setValue(value, movingFocus: false)
            } else if self.value == value {
                self.setValue(unfocused, movingFocus: false)
            }
        }
        if self.value == value, !view.hasFocus, view.window != nil { view.focusTarget.takeKeyboardFocus() }
    }
}

/// Holds content bound to a focus state: it takes keyboard focus, and tells the state
/// when focus comes and goes.
final class FocusTargetView: ContainerView {
    var focusChanged: (Bool) -> Void = { _ in }
    private lazy var watcher = FocusChangeWatcher(
        hasFocus: { [unowned self] in self.hasFocus }, changed: { [unowned self] in self.focusChanged($0) })

    /// The view that takes focus: a control or text input inside, or this view.
    var focusTarget: UIView { Self.firstFocusable(in: self) ?? self }

    override var canBecomeFocused: Bool { Self.firstFocusable(in: self) == nil }

    /// Whether the content has focus.
    var hasFocus: Bool { focusTarget.isFocused || focusTarget.isFirstResponder }

    private static func firstFocusable(in view: UIView) -> UIView? {
        for subview in view.subviews {
            if subview.canBecomeFocused || subview.canBecomeFirstResponder { return subview }
            if let found = firstFocusable(in: subview) { return found }
        }
        return nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        watcher.follow(window)
    }
}

/// Binds the content to a focus state.
struct FocusedModifier<Value: Hashable>: PrimitiveModifier {
    let binding: FocusState<Value>.Binding
    let value: Value

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: FocusTargetView.self, hostsChildren: true) { FocusTargetView() }
        if let box = binding.link.box {
            let unfocused = binding.link.unfocused
            let value = self.value
            UIView.performAfterUpdatePass { [weak view] in
                guard let view else { return }
                box.bind(view, to: value, unfocused: unfocused)
            }
        }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

extension View {
    /// Binds this view's keyboard focus to `condition`: `true` while it has focus; setting
    /// it to `true` gives it focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(binding: condition, value: true))
    }

    /// Binds this view's keyboard focus to `binding`: it holds `value` while this view has
    /// focus; setting it to `value` gives this view focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(binding: binding, value: value))
    }
}

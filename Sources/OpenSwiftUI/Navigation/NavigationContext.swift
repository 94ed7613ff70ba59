import Foundation

/// What a navigation stack's screens share: the destinations registered for value types,
/// and how to push and pop.
@MainActor
final class NavigationContext {
    /// Makes a screen for a value, by the value's type.
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// Appends a value to the stack's path (a screen for it is pushed).
    var appendValue: (AnyHashable) -> Void = { _ in }
    /// Pushes a screen of a view directly (`NavigationLink(destination:)`); the closure
    /// runs when going back takes the screen away. Returns what shows a newer version of
    /// the view on that screen.
    var pushView: (AnyView, _ onPop: (() -> Void)?) -> (AnyView) -> Void = { _, _ in { _ in } }
    /// Takes the top screen away.
    var popTop: () -> Void = {}

    /// The screen for `value`, if a destination is registered for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

private struct NavigationContextKey: EnvironmentKey { static var defaultValue: NavigationContext? { nil } }

extension EnvironmentValues {
    /// The navigation stack the view is in.
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}

/// `navigationDestination(for:destination:)`: registers a screen maker with the stack.
struct NavigationDestinationModifier<D: Hashable, Destination: View>: PrimitiveModifier {
    let destination: (D) -> Destination

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let make = destination
        context.environment.navigationContext?.destinations[ObjectIdentifier(D.self)] = { value in
            (value.base as? D).map { AnyView(make($0)) }
        }
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

extension View {
    /// Shows `destination` for values of type `data` pushed onto the enclosing stack's
    /// path (by a `NavigationLink(value:)` or by changing the path).
    ///
    /// ```swift
    /// List(films) { film in
    ///     NavigationLink(film.title, value: film)
    /// }
    /// .navigationDestination(for: Film.self) { FilmDetail(film: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }

    /// Pushes `destination` while `isPresented` is on; going back turns it off.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(PresentedDestinationModifier(isPresented: isPresented, destination: destination()))
    }
}

/// `navigationDestination(isPresented:destination:)`: pushes while the binding is on.
struct PresentedDestinationModifier<Destination: View>: PrimitiveModifier {
    let isPresented: Binding<Bool>
    let destination: Destination

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (state, _) = node.firstModifierState { PresentedDestinationState() }
        showContentUpdatingItself(node, content: content, context: context)
        let shows = node.tracked { isPresented.wrappedValue }
        guard let navigation = context.environment.navigationContext else { return }
        let screen = AnyView(destination)
        if shows, !state.isPushed {
            state.isPushed = true
            let binding = isPresented
            UIView.performAfterUpdatePass {
                state.refresh = navigation.pushView(screen) { [weak state] in
                    // Going back (the button or a swipe) turns the binding off.
                    guard let state, state.isPushed else { return }
                    state.isPushed = false
                    state.refresh = nil
                    if binding.wrappedValue { binding.wrappedValue = false }
                }
            }
        } else if shows, let refresh = state.refresh {
            // The pushed screen shows the destination as this update makes it.
            UIView.performAfterUpdatePass { refresh(screen) }
        } else if !shows, state.isPushed {
            state.isPushed = false
            UIView.performAfterUpdatePass { navigation.popTop() }
        }
    }
}

final class PresentedDestinationState {
    var isPushed = false
    /// Shows a newer destination on the pushed screen.
    var refresh: ((AnyView) -> Void)?
}

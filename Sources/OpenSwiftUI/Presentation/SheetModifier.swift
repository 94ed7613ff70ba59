import Foundation

/// Presents content over the view in a sheet (or a full-screen cover) while a binding is
/// on, through UIKit's presentation of a hosting controller.
struct SheetModifier<SheetContent: View>: PrimitiveModifier {
    let isPresented: Binding<Bool>
    let fullScreen: Bool
    let onDismiss: (() -> Void)?
    /// The content for this update; `nil` while nothing is to show.
    let sheetContent: () -> SheetContent?
    /// Changes when the presented item's id changes: the sheet is shown afresh.
    let identity: AnyHashable?

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (state, _) = node.firstModifierState { SheetState() }
        showContentUpdatingItself(node, content: content, context: context)
        let shouldShow = node.tracked { isPresented.wrappedValue }
        let binding = isPresented, onDismiss = onDismiss
        state.onUserDismissal = {
            if binding.wrappedValue { binding.wrappedValue = false }
            onDismiss?()
        }
        if let presented = state.presented, !shouldShow || state.identity != identity {
            state.dismiss(presented, then: onDismiss)
        }
        guard shouldShow, let sheetContent = node.tracked(sheetContent) else { return }
        let rootView = AnyView(state.decorate(sheetContent, environment: context.environment, binding: binding))
        if let presented = state.presented {
            presented.rootView = rootView
            return
        }
        // Presenting waits for the update to finish: the presenter is found from the view.
        state.identity = identity
        UIView.performAfterUpdatePass { [weak node] in
            guard let node, binding.wrappedValue, state.presented == nil else { return }
            state.present(rootView, from: node, fullScreen: fullScreen)
        }
    }
}

/// A sheet modifier's presented controller and what it reports.
@MainActor
final class SheetState: NSObject, UIAdaptivePresentationControllerDelegate {
    var presented: SheetHostingController?
    var identity: AnyHashable?
    var onUserDismissal: () -> Void = {}

    /// The content with the presentation's environment and its settings read back.
    func decorate(_ content: some View, environment: EnvironmentValues, binding: Binding<Bool>) -> some View {
        content
            .environment(\.dismiss, DismissAction { if binding.wrappedValue { binding.wrappedValue = false } })
            .environment(\.isPresented, true)
            .onPreferenceChange(PresentationSettingsKey.self) { [weak self] settings in self?.presented?.apply(settings) }
    }

    func present(_ rootView: AnyView, from node: ViewNode, fullScreen: Bool) {
        guard let presenter = node.graph.host?.enclosingViewController?.topmostPresented else { return }
        let controller = SheetHostingController(rootView: rootView)
        controller.modalPresentationStyle = fullScreen ? .fullScreen : .pageSheet
        // A sheet's own glass (and, at full height, its fill) is its background, as in iOS 26.
        if !fullScreen { controller.view.backgroundColor = .clear }
        controller.presentationController?.delegate = self
        presented = controller
        presenter.present(controller, animated: true)
    }

    func dismiss(_ controller: SheetHostingController, then onDismiss: (() -> Void)?) {
        presented = nil
        controller.presentingViewController?.dismiss(animated: true) { onDismiss?() }
    }

    nonisolated func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        MainActor.assumeIsolated {
            presented = nil
            onUserDismissal()
        }
    }
}

/// The hosting controller of presented content: it applies the content's presentation settings.
final class SheetHostingController: UIHostingController<AnyView> {
    func apply(_ settings: PresentationSettings) {
        isModalInPresentation = settings.interactiveDismissDisabled
        if let background = settings.background { view.backgroundColor = background.uiColor }
        guard let sheet = sheetPresentationController else { return }
        let detents = settings.detents.isEmpty ? [UISheetPresentationController.Detent.large()] : settings.detents.map(\.detent)
        if sheet.detents.map(\.identifier) != detents.map(\.identifier) { sheet.detents = detents }
        if let selection = settings.selectedDetent {
            let identifier = selection.wrappedValue.detent.identifier
            if sheet.selectedDetentIdentifier != identifier { sheet.selectedDetentIdentifier = identifier }
        }
        sheet.prefersGrabberVisible = settings.dragIndicator == .visible || (settings.dragIndicator == .automatic && detents.count > 1)
        if sheet.preferredCornerRadius != settings.cornerRadius { sheet.preferredCornerRadius = settings.cornerRadius }
    }
}

extension UIView {
    /// The view controller whose view this is, or whose view holds it.
    var enclosingViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

extension UIViewController {
    /// The controller presented last on top of this one, or this one.
    var topmostPresented: UIViewController {
        var top = self
        while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
        return top
    }
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is on; a swipe down or
    /// `dismiss()` turns it off.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsSettings) {
    ///     SettingsView().presentationDetents([.medium, .large])
    /// }
    /// ```
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, fullScreen: false, onDismiss: onDismiss, sheetContent: { content() }, identity: nil))
    }

    /// Presents a sheet for `item` while it is not `nil`; another item (another id) shows
    /// the sheet afresh.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(
            isPresented: Binding(presenting: item), fullScreen: false, onDismiss: onDismiss,
            sheetContent: { item.wrappedValue.map(content) }, identity: item.wrappedValue.map { AnyHashable($0.id) }))
    }

    /// Presents `content` over the whole screen while `isPresented` is on.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, fullScreen: true, onDismiss: onDismiss, sheetContent: { content() }, identity: nil))
    }

    /// Presents a full-screen cover for `item` while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(
            isPresented: Binding(presenting: item), fullScreen: true, onDismiss: onDismiss,
            sheetContent: { item.wrappedValue.map(content) }, identity: item.wrappedValue.map { AnyHashable($0.id) }))
    }
}

extension Binding where Value == Bool {
    /// On while `optional` holds a value; turning it off clears the value.
    init<Wrapped>(presenting optional: Binding<Wrapped?>) {
        self.init(get: { optional.wrappedValue != nil }, set: { if !$0 { optional.wrappedValue = nil } })
    }
}

import Foundation

/// How presented content shows: UIKit's presentation style and where a popover grows from.
enum PresentedStyle {
    case sheet
    case fullScreenCover
    case popover(anchor: PopoverAttachmentAnchor, arrowEdge: Edge?)
}

/// Presents content over the view in a sheet, a full-screen cover or a popover while a
/// binding is on, through UIKit's presentation of a hosting controller.
struct SheetModifier<SheetContent: View>: PrimitiveModifier {
    let isPresented: Binding<Bool>
    let style: PresentedStyle
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
            state.present(rootView, from: node, style: style)
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

    func present(_ rootView: AnyView, from node: ViewNode, style: PresentedStyle) {
        guard let host = node.graph.host, let presenter = host.enclosingViewController?.topmostPresented else { return }
        let controller = SheetHostingController(rootView: rootView)
        // Set first: the content's settings arrive as soon as it is first measured.
        presented = controller
        switch style {
        case .sheet:
            controller.modalPresentationStyle = .pageSheet
        case .fullScreenCover:
            controller.modalPresentationStyle = .fullScreen
        case .popover(let anchor, let arrowEdge):
            controller.modalPresentationStyle = .popover
            controller.sizingOptions = [.preferredContentSize]
            if let popover = controller.popoverPresentationController {
                let source = Self.source(of: node, in: host)
                popover.sourceView = source.view
                popover.sourceRect = anchor.rect(in: source.rect)
                popover.permittedArrowDirections = arrowEdge.map(Self.arrowDirection) ?? .any
            }
        }
        // Sheets and popovers show their own glass (and, at full height, a sheet its fill),
        // as in iOS 26; a full-screen cover is opaque.
        if controller.modalPresentationStyle != .fullScreen { controller.view.backgroundColor = .clear }
        controller.presentationController?.delegate = self
        presenter.present(controller, animated: true)
    }

    /// The view a popover grows out of: the first view drawn for the node, else the hosting
    /// view at the node's frame.
    private static func source(of node: ViewNode, in host: UIView) -> (view: UIView, rect: CGRect) {
        if let drawn = node.firstPlatformView, drawn.window != nil { return (drawn, drawn.bounds) }
        return (host, node.frame)
    }

    /// The arrow pointing at the source from the popover's `edge`.
    private static func arrowDirection(_ edge: Edge) -> UIPopoverArrowDirection {
        switch edge {
        case .top: .up
        case .bottom: .down
        case .leading: .left
        case .trailing: .right
        }
    }

    /// A popover in a compact environment follows its content's
    /// `presentationCompactAdaptation` (a sheet unless it says otherwise); other
    /// presentations keep their style.
    nonisolated func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        MainActor.assumeIsolated {
            guard controller.presentedViewController.modalPresentationStyle == .popover else { return .none }
            let adaptation = (controller.presentedViewController as? SheetHostingController)?.compactAdaptation ?? .automatic
            return adaptation.modalPresentationStyle ?? .pageSheet
        }
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
    /// What a popover becomes where space is compact, as its content asked.
    private(set) var compactAdaptation = PresentationAdaptation.automatic

    func apply(_ settings: PresentationSettings) {
        compactAdaptation = settings.compactAdaptation
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
        modifier(SheetModifier(isPresented: isPresented, style: .sheet, onDismiss: onDismiss, sheetContent: { content() }, identity: nil))
    }

    /// Presents a sheet for `item` while it is not `nil`; another item (another id) shows
    /// the sheet afresh.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(
            isPresented: Binding(presenting: item), style: .sheet, onDismiss: onDismiss,
            sheetContent: { item.wrappedValue.map(content) }, identity: item.wrappedValue.map { AnyHashable($0.id) }))
    }

    /// Presents `content` over the whole screen while `isPresented` is on.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(isPresented: isPresented, style: .fullScreenCover, onDismiss: onDismiss, sheetContent: { content() }, identity: nil))
    }

    /// Presents a full-screen cover for `item` while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(
            isPresented: Binding(presenting: item), style: .fullScreenCover, onDismiss: onDismiss,
            sheetContent: { item.wrappedValue.map(content) }, identity: item.wrappedValue.map { AnyHashable($0.id) }))
    }
}

extension Binding where Value == Bool {
    /// On while `optional` holds a value; turning it off clears the value.
    init<Wrapped>(presenting optional: Binding<Wrapped?>) {
        self.init(get: { optional.wrappedValue != nil }, set: { if !$0 { optional.wrappedValue = nil } })
    }
}

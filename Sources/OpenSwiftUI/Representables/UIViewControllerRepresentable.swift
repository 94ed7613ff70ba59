import Foundation

/// A UIKit view controller shown in SwiftUI: made once, updated on change, dismantled when
/// it leaves. It becomes a child of the view controller that hosts the SwiftUI view, so it
/// receives appearance and trait changes as a contained controller does.
///
/// ```swift
/// struct MapScreen: UIViewControllerRepresentable {
///     let place: Place
///     func makeUIViewController(context: Context) -> MapViewController { MapViewController() }
///     func updateUIViewController(_ controller: MapViewController, context: Context) {
///         controller.show(place)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the object that carries changes back to SwiftUI.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up when the controller leaves: nothing by default.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator, before the controller.
    func makeCoordinator() -> Coordinator
    /// The controller's view's size for `proposal`, or `nil` for SwiftUI's rules on its
    /// view's intrinsic size (see ``UIViewRepresentable``).
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }

    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewControllerRepresentable``'s methods receive.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied.
    public var transaction: Transaction
    /// The environment where the controller's view is.
    public var environment: EnvironmentValues
}

extension UIViewControllerRepresentable {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let shown = node.showRepresented(
            context: context, makeCoordinator: makeCoordinator,
            makeContext: { Context(coordinator: $0, transaction: context.transaction, environment: context.environment) },
            make: { makeUIViewController(context: $0) }, update: { updateUIViewController($0, context: $1) },
            dismantle: { controller, coordinator in
                if controller.parent != nil {
                    controller.willMove(toParent: nil)
                    controller.removeFromParent()
                }
                Self.dismantleUIViewController(controller, coordinator: coordinator)
            },
            adopt: { adopt($0, in: node) }, view: { $0.view })
        let sizing = self
        node.setLayout(RepresentableLayout(view: shown.made.view) { proposal in
            sizing.sizeThatFits(proposal, uiViewController: shown.made, context: shown.context)
        })
    }

    /// Makes `controller` a child of the controller hosting the SwiftUI view, when there is one.
    private func adopt(_ controller: UIViewController, in node: ViewNode) {
        guard let parent = node.graph.host?.hostingViewController, controller.parent == nil else { return }
        parent.addChild(controller)
        controller.didMove(toParent: parent)
    }
}

extension UIView {
    /// The nearest view controller whose view holds this one.
    var hostingViewController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

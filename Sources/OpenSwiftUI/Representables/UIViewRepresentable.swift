import Foundation

/// A UIKit view shown in SwiftUI: SwiftUI makes it once, updates it when the representable's
/// values or the environment change, and dismantles it when it leaves.
///
/// ```swift
/// struct SearchField: UIViewRepresentable {
///     @Binding var text: String
///
///     func makeUIView(context: Context) -> UITextField {
///         let field = UITextField()
///         field.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .editingChanged)
///         return field
///     }
///
///     func updateUIView(_ field: UITextField, context: Context) {
///         if field.text != text { field.text = text }
///     }
///
///     func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
///
///     final class Coordinator: NSObject {
///         var text: Binding<String>
///         init(text: Binding<String>) { self.text = text }
///         @objc func changed(_ field: UITextField) { text.wrappedValue = field.text ?? "" }
///     }
/// }
/// ```
///
/// Without ``sizeThatFits(_:uiView:context:)``, the view sizes itself as in SwiftUI: a
/// dimension with no intrinsic size takes what is offered; one with an intrinsic size
/// grows past it unless its content hugging priority is at least `.defaultHigh`, and
/// shrinks below it unless its compression resistance is at least `.defaultHigh`.
@preconcurrency @MainActor
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The type of the object that carries changes from the view back to SwiftUI.
    associatedtype Coordinator = Void
    /// The context the methods receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once for the representable's lifetime.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the representable's values and `context.environment`.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up when the view leaves: nothing by default.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator, before the view.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`, or `nil` to size it from its intrinsic size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

/// What a ``UIViewRepresentable``'s methods receive: its coordinator, the transaction of
/// the change, and the environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator ``UIViewRepresentable/makeCoordinator()`` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being applied (its animation, if any).
    public var transaction: Transaction
    /// The environment where the view is.
    public var environment: EnvironmentValues
}

/// The made view and coordinator of one representable, kept on its node.
final class RepresentableState<Coordinator, Made: AnyObject> {
    var coordinator: Coordinator?
    var made: Made?
}

extension UIViewRepresentable {
    /// Makes the view on the first update, updates it after, and arranges its dismantling.
    func update(_ node: ViewNode, context: ResolutionContext) {
        let view = node.showRepresented(
            context: context, makeCoordinator: makeCoordinator,
            makeContext: { Context(coordinator: $0, transaction: context.transaction, environment: context.environment) },
            make: { makeUIView(context: $0) }, update: { updateUIView($0, context: $1) },
            dismantle: { Self.dismantleUIView($0, coordinator: $1) }, view: { $0 })
        let sizing = self
        node.setLayout(RepresentableLayout(view: view.made) { proposal in
            sizing.sizeThatFits(proposal, uiView: view.made, context: view.context)
        })
    }
}

extension ViewNode {
    /// Shows a represented UIKit object: makes it (and its coordinator) on the first
    /// update, updates it on every one, and dismantles it when the node goes. Returns the
    /// object and the context it was last given.
    func showRepresented<Made: AnyObject, Coordinator, Context>(
        context: ResolutionContext, makeCoordinator: () -> Coordinator, makeContext: (Coordinator) -> Context,
        make: (Context) -> Made, update: (Made, Context) -> Void, dismantle: @escaping (Made, Coordinator) -> Void,
        adopt: (Made) -> Void = { _ in }, view: (Made) -> UIView
    ) -> (made: Made, context: Context) {
        let (state, isNew) = firstModifierState { RepresentableState<Coordinator, Made>() }
        let coordinator = state.coordinator ?? makeCoordinator()
        state.coordinator = coordinator
        let representableContext = makeContext(coordinator)
        let made = state.made ?? make(representableContext)
        if isNew || state.made == nil {
            state.made = made
            adopt(made)
            discardActions.append { [weak state] in
                guard let state, let made = state.made, let coordinator = state.coordinator else { return }
                dismantle(made, coordinator)
            }
        }
        setPlatformView(view(made))
        update(made, representableContext)
        removeChildren(from: 0)
        return (made, representableContext)
    }
}

/// Sizes a represented UIKit view: from the representable's answer, or SwiftUI's rules for
/// intrinsic sizes and priorities.
struct RepresentableLayout: NodeLayout {
    let view: UIView
    let custom: (ProposedViewSize) -> CGSize?

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        if let size = custom(proposal) {
            return CGSize(width: Self.clamped(size.width), height: Self.clamped(size.height))
        }
        let intrinsic = view.intrinsicContentSize
        return CGSize(
            width: length(proposal.width, intrinsic: intrinsic.width, axis: .horizontal),
            height: length(proposal.height, intrinsic: intrinsic.height, axis: .vertical))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {}

    private func length(_ proposed: CGFloat?, intrinsic: CGFloat, axis: NSLayoutConstraint.Axis) -> CGFloat {
        let hasIntrinsic = intrinsic != UIView.noIntrinsicMetric && intrinsic >= 0 && intrinsic.isFinite
        guard let proposed, proposed.isFinite else { return hasIntrinsic ? intrinsic : 10 }
        guard hasIntrinsic else { return proposed }
        if proposed > intrinsic, view.contentHuggingPriority(for: axis) >= .defaultHigh { return intrinsic }
        if proposed < intrinsic, view.contentCompressionResistancePriority(for: axis) >= .defaultHigh { return intrinsic }
        return proposed
    }

    private static func clamped(_ length: CGFloat) -> CGFloat {
        length.isNaN ? 0 : min(max(0, length), 1e7)
    }
}

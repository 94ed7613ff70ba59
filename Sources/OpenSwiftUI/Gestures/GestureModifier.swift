import Foundation

/// Attaches a gesture to the content: its drawn views go in a view of their own, which
/// the gesture's recognizer watches.
struct GestureModifier<G: Gesture>: PrimitiveModifier {
    let gesture: G
    let priority: SwiftUIGestureRecognizer.Priority
    let mask: GestureMask

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: GestureView.self, hostsChildren: true) { GestureView() }
        let gesture = self.gesture
        view.recognizer.makeMachine = { AnyGestureMachine(gesture.makeMachine()) }
        view.recognizer.priority = priority
        view.recognizer.isEnabled = mask.contains(.gesture) && context.environment.isEnabled
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// Holds a gesture's content and takes the touches that land on what it draws (or in
/// its content shape), for its recognizer.
final class GestureView: ContainerView {
    let recognizer = SwiftUIGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(recognizer)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        if let hit = super.hitTest(point, with: event) { return hit }
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
        return drawsSomething(at: point, in: self) ? self : nil
    }

    /// Whether a drawn view inside covers `point` (given in `view`'s coordinates): SwiftUI
    /// gestures take touches on what their content draws.
    private func drawsSomething(at point: CGPoint, in view: UIView) -> Bool {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0.01 {
            let local = subview.convert(point, from: view)
            if subview.bounds.contains(local), !(subview is ContainerView) { return true }
            if drawsSomething(at: local, in: subview) { return true }
        }
        return false
    }
}

/// Which gestures of a view and the views inside it are recognized.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// No gestures.
    public static let none = GestureMask([])
    /// The gesture this mask was given with.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views inside.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Recognizes `gesture` on this view; gestures of views inside come first.
    ///
    /// How it differs from SwiftUI: `mask` turns this gesture off when it lacks
    /// `.gesture`; the views inside keep theirs whatever it says.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Recognizes `gesture` on this view at the same time as any other gesture.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Recognizes `gesture` on this view before gestures of views inside.
    ///
    /// How it differs from SwiftUI: it wins over a gesture inside that recognizes later
    /// in the same touch; one inside that recognizes first still has the touch.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Runs `action` when the view is tapped `count` times.
    ///
    /// ```swift
    /// Text("Double-tap me").onTapGesture(count: 2) { isZoomed.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with where the view was tapped, in `coordinateSpace`.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds; tells
    /// `onPressingChanged` when the press starts and when it stops.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        gesture(PressReportingGesture(
            base: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
            pressing: onPressingChanged, action: action))
    }
}

/// A long press that runs its action when it completes and says when pressing starts
/// and stops.
struct PressReportingGesture: Gesture, PrimitiveGesture {
    let base: LongPressGesture
    let pressing: ((Bool) -> Void)?
    let action: () -> Void

    typealias Value = Bool
    typealias Body = Never

    func makeMachine() -> GestureMachine<Bool> {
        var isPressing = false
        let pressing = self.pressing, action = self.action
        return ObservingMachine(base.makeMachine(), onChanged: { _ in
            guard !isPressing else { return }
            isPressing = true
            pressing?(true)
        }, onEnded: { _ in action() }, onReset: {
            guard isPressing else { return }
            isPressing = false
            pressing?(false)
        })
    }
}

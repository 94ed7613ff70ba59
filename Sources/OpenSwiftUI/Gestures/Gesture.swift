import Foundation

/// An input a view recognizes from touches (or the mouse in a window): a tap, a long
/// press, a drag, or gestures combined from these, with actions for its changes and end.
///
/// ```swift
/// Circle()
///     .gesture(
///         DragGesture()
///             .onChanged { offset = $0.translation }
///             .onEnded { _ in withAnimation(.spring) { offset = .zero } }
///     )
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of (built-in gestures have none).
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Built-in gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

/// A gesture OpenSwiftUI runs itself: it makes the state machine that follows the touches.
@MainActor
protocol PrimitiveGesture: Gesture {
    func makeMachine() -> GestureMachine<Value>
}

extension Gesture {
    /// The state machine that recognizes this gesture.
    func makeMachine() -> GestureMachine<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return primitive.makeAnyMachine() as? GestureMachine<Value> ?? GestureMachine()
        }
        // A gesture of your own recognizes what its body recognizes.
        return body.makeMachine() as? GestureMachine<Value> ?? GestureMachine()
    }
}

extension PrimitiveGesture {
    fileprivate func makeAnyMachine() -> AnyObject { makeMachine() }
}

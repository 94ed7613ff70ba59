import Foundation
import OpenCombine
import OpenUIKit
import OpenQuartzCore

/// Runs an action with each value a publisher sends while the content is in the tree.
struct ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    /// The subscription and the latest action, which the values reach.
    final class Subscription {
        var cancellable: AnyCancellable?
        var action: ((P.Output) -> Void)?
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (subscription, isFirstUpdate) = node.firstModifierState { Subscription() }
        subscription.action = action
        if isFirstUpdate {
            let delivery = MainDelivery(subscription: subscription)
            subscription.cancellable = publisher.sink { value in delivery.deliver(value) }
            node.discardActions.append { [subscription] in
                subscription.cancellable?.cancel()
                subscription.action = nil
            }
        }
        node.showAsList(content, context: context)
    }

    /// Takes a value to the main actor (publishers may send from any thread).
    private struct MainDelivery: @unchecked Sendable {
        let subscription: Subscription

        func deliver(_ value: P.Output) {
            let boxed = UncheckedValue(value: value)
            let subscription = self.subscription
            // A value sent on the main actor reaches the action at once, as in SwiftUI.
            guard MainActorCleanup.isOnMainActor else {
                return ObservationInvalidation.post { subscription.action?(boxed.value) }
            }
            MainActor.assumeIsolated { subscription.action?(boxed.value) }
        }
    }

    private struct UncheckedValue: @unchecked Sendable {
        let value: P.Output
    }
}

extension View {
    /// Runs `action` with each value `publisher` sends, on the main actor, while the view
    /// is in the hierarchy.
    ///
    /// ```swift
    /// Text(status).onReceive(store.$status) { status = $0 }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}

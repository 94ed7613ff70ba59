import Foundation
import OpenUIKit

/// Runs actions when the content joins the tree and when it leaves it.
struct AppearanceModifier: PrimitiveModifier {
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    /// The actions of the latest update, so the node's removal runs the latest one.
    final class Actions {
        var onDisappear: (() -> Void)?
    }

    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let (actions, isFirstUpdate) = node.firstModifierState { Actions() }
        actions.onDisappear = onDisappear
        if isFirstUpdate {
            node.discardActions.append { [actions] in
                guard let action = actions.onDisappear else { return }
                UIView.performAfterUpdatePass(action)
            }
        }
        node.showAsList(content, context: context)
        // After the content: the views inside appear first, as in SwiftUI (a child's
        // `onAppear` sets what its parent's reads).
        if isFirstUpdate, let onAppear { UIView.performAfterUpdatePass(onAppear) }
    }
}

extension View {
    /// Runs `action` when the view appears: once each time it joins the hierarchy (a view
    /// given a new identity appears again), after the update that added it and before the
    /// frame that shows it.
    ///
    /// ```swift
    /// Circle()
    ///     .onAppear { withAnimation(.easeInOut.repeatForever()) { isPulsing = true } }
    /// ```
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` when the view leaves the hierarchy, after the update that removed it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(onAppear: nil, onDisappear: action))
    }
}

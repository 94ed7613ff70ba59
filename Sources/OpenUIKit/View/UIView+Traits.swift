import Foundation

extension UIView {
    /// The view's traits: inherited from its controller or superview (the screen's at the
    /// window), with `traitOverrides` on top.
    ///
    /// Read in a tracked update method, a change of traits re-runs that method.
    public var traitCollection: UITraitCollection {
        noteTraitRead()
        return resolvedTraitsForDrawing
    }

    /// Traits this view imposes on itself and its subtree.
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides else { return }
            ownTraitOverrides = newValue
            invalidateTraitsInSubtree()
        }
    }

    /// The traits without recording a dependency.
    var resolvedTraitsForDrawing: UITraitCollection {
        if let cached = cachedTraits { return cached }
        let inherited: UITraitCollection
        if let controller = owningController {
            inherited = controller.inheritedTraits(from: superview)
        } else if let parent = superview {
            inherited = parent.resolvedTraitsForDrawing
        } else {
            inherited = (self as? UIWindow)?.screen.traitCollection ?? UIScreen.main.traitCollection
        }
        let traits = inherited.applying(ownTraitOverrides.values)
        cachedTraits = traits
        return traits
    }

    /// Forgets cached traits below here and schedules their delivery.
    func invalidateTraitsInSubtree() {
        cachedTraits = nil
        markPending(.traits)
        for child in subviews { child.invalidateTraitsInSubtree() }
    }

    /// The traits step of the pass: deliver a change, re-resolve colours, re-run what read traits.
    func updateTraits() {
        glassAttachment?.deliverResolvedLook()
        let current = resolvedTraitsForDrawing
        guard current != deliveredTraits else { return }
        let previous = deliveredTraits
        deliveredTraits = current
        applyResolvedColors()
        if let previous {
            markPending(updateState.traitDependentSteps)
            traitCollectionDidChange(previous)
            owningController?.traitCollectionDidChange(previous)
            notifyTraitRegistrations(previous: previous, current: current)
        }
    }

    private func noteTraitRead() {
        guard let running = ObservationTracking.running.last, running.target == ObjectIdentifier(self) else { return }
        updateState.traitDependentSteps.insert(running.step)
    }
}

extension UIView {
    /// Forces a light or dark look on this view and its subtree (`.unspecified`: inherit),
    /// iOS 13's way; the same as setting `traitOverrides.userInterfaceStyle`.
    ///
    /// Differs from UIKit in that it cannot be overridden by a subclass.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
}

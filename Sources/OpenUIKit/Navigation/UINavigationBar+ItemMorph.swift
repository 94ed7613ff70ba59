import Foundation

/// iOS 26's bar transition: when the items change with an animation (a push or a pop),
/// each glass group of the old top item turns into the new item's group in the same place
/// counting from its edge: one glass shape slides and stretches from the old frame into the
/// new while the old items fade out where they were and the new ones fade in. Shapes with
/// no counterpart (and the back button, whose glass is its own) fade in or out, and the
/// title cross-fades.
extension UINavigationBar {
    /// What the old top item showed, captured before the new one's views are made.
    struct ItemMorph {
        /// The old shapes counting from the leading edge, then from the trailing edge.
        var leading: [UIView]
        var trailing: [UIView]
        /// Copies of the old title and subtitle, to fade out.
        var titles: [UILabel]
    }

    /// How long the morph takes: the navigation controller's slide.
    static let morphDuration: TimeInterval = 0.45

    func captureMorph() -> ItemMorph {
        let leading = (backButton.map { [$0] } ?? []) + groupViews.filter { $0.edge == .leading }
        let trailing: [UIView] = groupViews.filter { $0.edge == .trailing }
        let titles = [titleLabel, subtitleLabel].compactMap { label -> UILabel? in
            guard label.text?.isEmpty == false, !label.isHidden else { return nil }
            let copy = UILabel(frame: label.frame)
            copy.text = label.text
            copy.font = label.font
            copy.textColor = label.textColor
            copy.textAlignment = label.textAlignment
            addSubview(copy)
            return copy
        }
        return ItemMorph(leading: leading, trailing: trailing, titles: titles)
    }

    /// Runs the morph from the captured old views to the views just laid out.
    func run(_ morph: ItemMorph) {
        let newLeading = (backButton.map { [$0] } ?? []) + groupViews.filter { $0.edge == .leading }
        let newTrailing: [UIView] = groupViews.filter { $0.edge == .trailing }
        departingViews = morph.leading + morph.trailing + morph.titles
        var steps: [() -> Void] = []
        for (old, new) in [(morph.leading, newLeading), (morph.trailing, newTrailing)] {
            for index in 0..<max(old.count, new.count) {
                steps.append(prepareShape(from: old[safe: index], to: new[safe: index]))
            }
        }
        let arrivingTitles = [titleLabel, subtitleLabel, shownTitleView].compactMap { $0 }
        UIView.performWithoutAnimation {
            for view in arrivingTitles { view.alpha = 0 }
        }
        UIView.animate(springDuration: Self.morphDuration, bounce: 0, animations: {
            for step in steps { step() }
            for title in morph.titles { title.alpha = 0 }
            for view in arrivingTitles { view.alpha = 1 }
        }, completion: { [weak self] _ in self?.endMorph() })
    }

    /// Sets one shape's start and returns its animation. Two groups sharing glass morph:
    /// the new group's glass starts on the old frame and the old group gives up its glass,
    /// keeping only its fading items. Anything else fades out, or in where it rests.
    private func prepareShape(from old: UIView?, to new: UIView?) -> () -> Void {
        let rest = new?.frame
        let oldGroup = old as? BarItemGroupView, newGroup = new as? BarItemGroupView
        let morphs = oldGroup?.sharesGlass == true && newGroup?.sharesGlass == true
        UIView.performWithoutAnimation {
            if morphs, let oldGroup, let newGroup {
                newGroup.frame = oldGroup.frame
                newGroup.layoutIfNeeded()
                newGroup.setContentAlpha(0)
                oldGroup.removeSharedGlass()
            } else {
                new?.alpha = 0
            }
            if let old, old.superview === self { bringSubviewToFront(old) }
        }
        return {
            if morphs, let newGroup, let rest {
                newGroup.frame = rest
                newGroup.layoutIfNeeded()
                newGroup.setContentAlpha(1)
            } else {
                new?.alpha = 1
            }
            old?.alpha = 0
        }
    }

    /// Removes whatever a morph left fading out.
    func endMorph() {
        for view in departingViews where view.superview === self { view.removeFromSuperview() }
        departingViews = []
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

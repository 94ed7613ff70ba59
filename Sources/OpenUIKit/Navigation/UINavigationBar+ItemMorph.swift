import Foundation

/// iOS 26's bar transition: when the items change with an animation (a push or a pop),
/// each glass group of the old top item turns into the new item's group in the same place
/// counting from its edge: one glass shape slides and stretches from the old frame into the
/// new while the old items fade out where they were and the new ones fade in. Shapes with
/// no counterpart (and the back button, whose glass is its own) fade in or out, and the
/// title cross-fades. Large titles travel with their screens: the old one slides out the
/// way its screen goes and fades, the new one slides in with the arriving screen.
extension UINavigationBar {
    /// What the old top item showed, captured before the new one's views are made.
    struct ItemMorph {
        /// The old shapes counting from the leading edge, then from the trailing edge.
        var leading: [UIView]
        var trailing: [UIView]
        /// Copies of the old title and subtitle, to fade out.
        var titles: [UILabel]
        /// Copies of the old large title and its subtitle, to slide out.
        var largeTitles: [UILabel]
        /// Whether the change goes back down the stack.
        var goesBack: Bool
    }

    /// How long the morph takes: the navigation controller's slide.
    static let morphDuration: TimeInterval = 0.45

    func captureMorph() -> ItemMorph {
        let leading = (backButton.map { [$0] } ?? []) + groupViews.filter { $0.edge == .leading }
        let trailing: [UIView] = groupViews.filter { $0.edge == .trailing }
        let titles = [titleLabel, subtitleLabel].compactMap { Self.copy(of: $0, in: self) }
        let largeTitles = largeTitleClip.isHidden ? [] : [largeTitleLabel, largeSubtitleLabel].compactMap { Self.copy(of: $0, in: largeTitleClip) }
        return ItemMorph(leading: leading, trailing: trailing, titles: titles, largeTitles: largeTitles, goesBack: nextMorphGoesBack)
    }

    /// A copy of a shown label, in `container` where it is, to fade or slide out.
    private static func copy(of label: UILabel, in container: UIView) -> UILabel? {
        guard label.text?.isEmpty == false, !label.isHidden, label.alpha > 0 else { return nil }
        let copy = UILabel(frame: label.frame)
        copy.alpha = label.alpha
        copy.text = label.text
        copy.font = label.font
        copy.textColor = label.textColor
        copy.textAlignment = label.textAlignment
        container.addSubview(copy)
        return copy
    }

    /// Runs the morph from the captured old views to the views just laid out.
    func run(_ morph: ItemMorph) {
        let newLeading = (backButton.map { [$0] } ?? []) + groupViews.filter { $0.edge == .leading }
        let newTrailing: [UIView] = groupViews.filter { $0.edge == .trailing }
        departingViews = morph.leading + morph.trailing + morph.titles + morph.largeTitles
        var steps: [() -> Void] = [slideLargeTitles(of: morph)]
        for (old, new) in [(morph.leading, newLeading), (morph.trailing, newTrailing)] {
            for index in 0..<max(old.count, new.count) {
                steps.append(prepareShape(from: old[safe: index], to: new[safe: index]))
            }
        }
        let arrivingTitles = [titleLabel, subtitleLabel, shownTitleView].compactMap { $0 }
        // Under a large title the inline title rests hidden: each fades in to where it rests.
        let restingAlphas = arrivingTitles.map(\.alpha)
        UIView.performWithoutAnimation {
            for view in arrivingTitles { view.alpha = 0 }
        }
        UIView.animate(springDuration: Self.morphDuration, bounce: 0, animations: {
            for step in steps { step() }
            for title in morph.titles { title.alpha = 0 }
            for (view, alpha) in zip(arrivingTitles, restingAlphas) { view.alpha = alpha }
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

    /// Sets the large titles' start and returns their slide: as the screens move, the old
    /// one a third of the way out towards the leading edge (all the way out to the trailing
    /// edge going back) while it fades, the new one in from where its screen comes.
    private func slideLargeTitles(of morph: ItemMorph) -> () -> Void {
        let direction: CGFloat = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let width = bounds.width
        let (outward, inward) = morph.goesBack ? (width * direction, -width * 0.3 * direction) : (-width * 0.3 * direction, width * direction)
        let arriving = largeTitleClip.isHidden ? [] : [largeTitleLabel, largeSubtitleLabel]
        let rests = arriving.map(\.frame)
        UIView.performWithoutAnimation {
            for label in arriving { label.frame.origin.x += inward }
        }
        return {
            for (label, rest) in zip(arriving, rests) { label.frame = rest }
            for label in morph.largeTitles {
                label.frame.origin.x += outward
                label.alpha = 0
            }
        }
    }

    /// Removes whatever a morph left fading out.
    func endMorph() {
        for view in departingViews where view.superview === self || view.superview === largeTitleClip { view.removeFromSuperview() }
        departingViews = []
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

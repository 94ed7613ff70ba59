import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

extension TextView {
    /// Plays `transition` from `old` to `new` (already set) with `animation`: the
    /// characters after the part both share roll (numeric text) or cross-fade.
    func playContentTransition(_ transition: ContentTransition, from old: NSAttributedString, to new: NSAttributedString, animation: Animation) {
        let direction: CGFloat
        switch transition.kind {
        case .identity: return
        case .opacity, .interpolate: direction = 0
        case .numericText(let countsDown): direction = countsDown ? -1 : 1
        case .numericValue(let value):
            direction = value < (lastNumericValue ?? value) ? -1 : 1
            lastNumericValue = value
        }
        let duration = animation.runningDuration
        guard duration.isFinite, duration > 0 else { return }
        // What both texts start and end with stays; only the part between rolls.
        let shared = direction == 0 ? 0 : Self.sharedPrefixLength(old.string, new.string)
        let kept = direction == 0 ? 0 : Self.sharedSuffixLength(old.string, new.string, after: shared)
        let offset = prefixWidth(of: new, length: shared)
        let outgoing = partLabel(of: old, range: NSRange(location: shared, length: old.length - shared - kept), at: offset)
        let incoming = partLabel(of: new, range: NSRange(location: shared, length: new.length - shared - kept), at: offset)
        // The label draws the start that stays; the others draw the rest.
        attributedText = new.attributedSubstring(from: NSRange(location: 0, length: shared))
        transitionLabels = [outgoing, incoming]
        if kept > 0 {
            transitionLabels.append(partLabel(of: new, range: NSRange(location: new.length - kept, length: kept), at: offset + incoming.frame.width))
        }
        let travel = direction * (font?.lineHeight ?? 17) * 0.6
        PlatformAnimation.none.perform {
            incoming.alpha = 0
            incoming.transform = CGAffineTransform(translationX: 0, y: travel)
        }
        PlatformAnimation.animated(animation).perform {
            outgoing.alpha = 0
            outgoing.transform = CGAffineTransform(translationX: 0, y: -travel)
            incoming.alpha = 1
            incoming.transform = .identity
        }
        transitionEnd = MediaClock.current.at(CACurrentMediaTime() + duration) { [weak self] in
            self?.finishContentTransition()
        }
    }

    /// Ends a content transition that is playing: the text shows whole.
    func finishContentTransition() {
        guard !transitionLabels.isEmpty else { return }
        transitionEnd?.cancel()
        transitionEnd = nil
        for label in transitionLabels { label.removeFromSuperview() }
        transitionLabels = []
        if let fullText { attributedText = fullText }
    }

    /// A label showing `range` (UTF-16) of `text`, placed `x` points in.
    private func partLabel(of text: NSAttributedString, range: NSRange, at x: CGFloat) -> UILabel {
        let label = Self.label(showing: text.attributedSubstring(from: range))
        label.isUserInteractionEnabled = false
        let size = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        PlatformAnimation.none.perform {
            label.frame = CGRect(x: x, y: 0, width: size.width, height: max(size.height, bounds.height))
        }
        addSubview(label)
        return label
    }

    /// The width of the first `length` UTF-16 units of `text` on one line.
    private func prefixWidth(of text: NSAttributedString, length: Int) -> CGFloat {
        guard length > 0 else { return 0 }
        let label = Self.label(showing: text.attributedSubstring(from: NSRange(location: 0, length: length)))
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
    }

    /// A label showing `text`, its font the first run's (as the text view sets its own).
    private static func label(showing text: NSAttributedString) -> UILabel {
        let label = UILabel()
        if text.length > 0, let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont { label.font = font }
        label.attributedText = text
        return label
    }

    /// How many UTF-16 units at the end of two strings are whole characters both share,
    /// not counting the first `prefix` units of either.
    static func sharedSuffixLength(_ a: String, _ b: String, after prefix: Int) -> Int {
        var length = 0
        for (x, y) in zip(a.reversed(), b.reversed()) {
            let next = length + x.utf16.count
            guard x == y, next <= a.utf16.count - prefix, next <= b.utf16.count - prefix else { break }
            length = next
        }
        return length
    }

    /// How many UTF-16 units at the start of two strings are whole characters both share.
    static func sharedPrefixLength(_ a: String, _ b: String) -> Int {
        var length = 0
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            length += x.utf16.count
        }
        return length
    }
}

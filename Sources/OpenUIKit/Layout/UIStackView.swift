import Foundation

/// A view that lays out a row or column of arranged subviews with Auto Layout: it makes
/// the constraints for their sizes, positions and spacing, so you only place the stack.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [icon, title, chevron])
/// stack.axis = .horizontal
/// stack.alignment = .center
/// stack.spacing = 8
/// stack.setCustomSpacing(16, after: title)
/// ```
///
/// Hidden arranged subviews collapse: the stack lays out as if they were absent. Hidden or
/// shown inside a `UIView.animate` block, the view shrinks to nothing (staying on screen
/// until the animation ends) or grows from nothing, and the other views slide with it.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views sit across the stack's axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// Vertical alignment's name for `leading`.
        public static var top: Alignment { .leading }
        /// Vertical alignment's name for `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing `customSpacing(after:)` reports where none was set: the stack's `spacing`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// A spacing that asks for the system's standard spacing (8 pt).
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    /// The axis arranged views are laid out along; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How arranged views share the stack's length; `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How arranged views sit across the axis; `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between adjacent arranged views (for `.equalSpacing` and `.equalCentering`,
    /// the least space).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether arranged views are laid out within the layout margins rather than the edges.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether a vertical stack measures its spacing from one view's last baseline to the
    /// next one's first (for the fill distributions), rather than between edges.
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    /// An empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack of `views`, each added as an arranged subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds `view` to the end of the arrangement (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (clamped), adding it as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Removes `view` from the arrangement; it stays a subview until you remove it.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Removing an arranged view from the hierarchy removes it from the arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the space after `arrangedSubview`, overriding `spacing` there.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview` set with `setCustomSpacing(_:after:)`, or
    /// `UIStackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        // Inside an animation block the collapse (or expansion) animates: the new frames
        // are set while the block's animation is open. As in UIKit, a view being hidden
        // stays on screen and shrinks to nothing along the axis, then hides; a view being
        // shown grows from nothing.
        guard let scope = AnimationScope.current, let window else { return }
        if view.isHidden {
            view.layer.isHidden = false
            view.isCollapsingInStack = true
            window.layoutIfNeeded()
            view.frame = collapsedFrame(of: view)
            scope.whenFinished { [weak view] in
                guard let view, view.isCollapsingInStack else { return }
                view.isCollapsingInStack = false
                view.layer.isHidden = true
            }
        } else {
            UIView.performWithoutAnimation { view.frame = collapsedFrame(of: view) }
            window.layoutIfNeeded()
        }
    }

    /// Where a collapsed arranged view sits: no length along the axis, at the start of the
    /// next shown view (or the end of the previous one), its place across the axis kept.
    private func collapsedFrame(of view: UIView) -> CGRect {
        let shown = arrangedSubviews.filter { !$0.isHidden || $0 === view }
        guard let index = shown.firstIndex(where: { $0 === view }) else { return view.frame }
        let horizontal = axis == .horizontal
        let position: CGFloat
        if index + 1 < shown.count {
            position = horizontal ? shown[index + 1].frame.minX : shown[index + 1].frame.minY
        } else if index > 0 {
            position = horizontal ? shown[index - 1].frame.maxX : shown[index - 1].frame.maxY
        } else {
            position = horizontal ? bounds.minX : bounds.minY
        }
        let frame = view.frame
        return horizontal
            ? CGRect(x: position, y: frame.minY, width: 0, height: frame.height)
            : CGRect(x: frame.minX, y: position, width: frame.width, height: 0)
    }

    private func arrangementDidChange() { setNeedsUpdateConstraints() }

    // MARK: Constraints

    /// Replaces the constraints the stack made with ones for the current arrangement.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(generated)
        for guide in spacers { removeLayoutGuide(guide) }
        spacers = []
        generated = StackArrangement(stack: self, views: arrangedSubviews.filter { !$0.isHidden }).constraints { guide in
            addLayoutGuide(guide)
            spacers.append(guide)
        }
        NSLayoutConstraint.activate(generated)
        super.updateConstraints()
    }

    /// The space after the view at `index` of `views`.
    func gap(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        return value == Self.spacingUseSystem ? LayoutItems.systemSpacing : value
    }

    /// Stack views lay out with constraints: `updateConstraints()` runs on the first pass.
    open override class var requiresConstraintBasedLayout: Bool { true }
}

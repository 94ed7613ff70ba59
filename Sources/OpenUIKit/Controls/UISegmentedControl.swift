import Foundation

/// A row of segments, one selected, on iOS 26's capsule track: the selected segment sits
/// on a raised platter that slides to the segment the user taps.
///
/// ```swift
/// let sort = UISegmentedControl(items: ["Title", "Year", "Rating"])
/// sort.selectedSegmentIndex = 0
/// sort.addAction(UIAction { [unowned sort] _ in model.sort = Sort(rawValue: sort.selectedSegmentIndex) }, for: .valueChanged)
/// ```
///
/// A tap on an enabled segment selects it and sends `.valueChanged` (code setting
/// `selectedSegmentIndex` sends nothing). Segments share the width equally unless given
/// one (`setWidth(_:forSegmentAt:)`).
///
/// Differs from UIKit: `apportionsSegmentWidthsByContent`, title text attributes, per-segment
/// content offsets, momentary mode's highlight and dragging the platter, and VoiceOver's
/// element per segment (issue 21) are not there (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    private var segments: [Segment] = []
    private var segmentViews: [(label: UILabel, image: TemplateImageView)] = []
    private let platter = UIView()
    private var storedSelection = UISegmentedControl.noSegment
    /// The segments as VoiceOver reads them, kept while their number stays the same.
    private var segmentElements: [ControlPartElement] = []

    /// The selected segment, or `noSegment`; out-of-range values select nothing.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            storedSelection = segments.indices.contains(newValue) ? newValue : Self.noSegment
            applyLook()
            setNeedsLayout()
        }
    }
    /// Whether a tapped segment is selected only while pressed (no lasting selection).
    open var isMomentary = false
    /// The platter's colour; `nil` is the elevated background colour.
    open var selectedSegmentTintColor: UIColor? { didSet { applyLook() } }
    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    static let height: CGFloat = 32
    static let platterInset: CGFloat = 2
    static let segmentPadding: CGFloat = 14

    /// Segments titled by the strings and showing the images in `items`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String { insertSegment(withTitle: title, at: segments.count, animated: false) }
            if let image = item as? UIImage { insertSegment(with: image, at: segments.count, animated: false) }
        }
    }

    /// Segments that perform `actions` (iOS 14), titled and imaged by them.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: segments.count, animated: false) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerCurve = .circular
        platter.isUserInteractionEnabled = false
        platter.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        platter.layer.shadowOpacity = 0.12
        platter.layer.shadowRadius = 4
        platter.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(platter)
        applyLook()
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    // MARK: Segments

    /// Inserts a titled segment at `segment` (kept in range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment that performs `action` when selected, titled and imaged by it.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment)
    }

    /// Removes the segment at `segment`; the selection follows the segments it was on.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment { storedSelection = Self.noSegment } else if storedSelection > segment { storedSelection -= 1 }
        rebuildSegments()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
        rebuildSegments()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title } }
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image } }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) && segments[segment].isEnabled }
    /// A fixed width for a segment; 0 shares the width left.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = width.isFinite ? max(0, width) : 0 }
    }
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    private func insert(_ segment: Segment, at index: Int) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        if storedSelection >= position { storedSelection += 1 }
        rebuildSegments()
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        rebuildSegments()
    }

    private func rebuildSegments() {
        for views in segmentViews {
            views.label.removeFromSuperview()
            views.image.removeFromSuperview()
        }
        segmentViews = segments.map { segment in
            let label = UILabel()
            label.text = segment.image == nil ? segment.title : nil
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
            let image = TemplateImageView(frame: .zero)
            image.image = segment.image
            for view in [label, image] as [UIView] {
                view.isUserInteractionEnabled = false
                addSubview(view)
            }
            return (label, image)
        }
        applyLook()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Look and layout

    private func applyLook() {
        platter.backgroundColor = selectedSegmentTintColor ?? UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white
        })
        platter.isHidden = storedSelection == Self.noSegment
        for (index, views) in segmentViews.enumerated() {
            let enabled = isEnabled && segments[index].isEnabled
            let colour: UIColor = enabled ? .label : .tertiaryLabel
            views.label.textColor = colour
            views.label.font = index == storedSelection
                ? .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .subheadline).pointSize, weight: .semibold)
                : .preferredFont(forTextStyle: .subheadline)
            views.image.tintColor = colour
        }
    }

    open override var intrinsicContentSize: CGSize {
        let widths = segmentViews.enumerated().map { index, views -> CGFloat in
            if segments[index].width > 0 { return segments[index].width }
            let content = segments[index].image != nil ? 20 : ceil(views.label.intrinsicContentSize.width)
            return content + 2 * Self.segmentPadding
        }
        let shared = (widths.max() ?? 0) * CGFloat(widths.count)
        return CGSize(width: max(shared, widths.reduce(0, +)), height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's frame: fixed widths as given, the rest shared equally.
    private func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let flexibleCount = segments.filter { $0.width <= 0 }.count
        let shared = flexibleCount > 0 ? max(0, bounds.width - fixed) / CGFloat(flexibleCount) : 0
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x: CGFloat = 0
        var frames: [CGRect] = []
        for segment in segments {
            let width = segment.width > 0 ? segment.width : shared
            frames.append(CGRect(x: rtl ? bounds.width - x - width : x, y: 0, width: width, height: bounds.height))
            x += width
        }
        return frames
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        let frames = segmentFrames()
        for (index, views) in segmentViews.enumerated() {
            views.label.frame = frames[index]
            let side: CGFloat = 18
            views.image.frame = CGRect(x: frames[index].midX - side / 2, y: frames[index].midY - side / 2, width: side, height: side)
        }
        if frames.indices.contains(storedSelection) {
            let platterFrame = frames[storedSelection].insetBy(dx: Self.platterInset, dy: Self.platterInset)
            platter.frame = platterFrame
            platter.layer.cornerRadius = platterFrame.height / 2
        }
    }

    // MARK: Touches

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let point = touch.location(in: self)
        guard let index = segmentFrames().firstIndex(where: { $0.contains(point) }), segments[index].isEnabled else { return }
        userChooses(index)
    }

    /// The user chose segment `index`: it is selected (or, momentary, performed) and announced.
    private func userChooses(_ index: Int) {
        if isMomentary {
            segments[index].action?.perform(sender: self)
            sendActions(for: .valueChanged)
            return
        }
        guard index != storedSelection else { return }
        let wasSelected = storedSelection != Self.noSegment
        storedSelection = index
        applyLook()
        // The platter slides (fades in for a first selection; no bounce with Reduce Motion).
        if wasSelected, window != nil {
            UIView.animate(springDuration: 0.35, bounce: 0.15) { self.setNeedsLayout(); self.layoutIfNeeded() }
        } else {
            setNeedsLayout()
        }
        segments[index].action?.perform(sender: self)
        sendActions(for: .valueChanged)
    }

    // MARK: Accessibility

    /// The next enabled segment towards the end (or start) is chosen, as a tap would.
    open override func accessibilityIncrement() { chooseNeighbour(step: 1) }
    open override func accessibilityDecrement() { chooseNeighbour(step: -1) }

    private func chooseNeighbour(step: Int) {
        guard isEnabled, !isMomentary else { return }
        var index = storedSelection == Self.noSegment ? (step > 0 ? -1 : segments.count) : storedSelection
        repeat { index += step } while segments.indices.contains(index) && !segments[index].isEnabled
        if segments.indices.contains(index) { userChooses(index) }
    }

    /// The control is a container of its segments, each a button, the chosen one
    /// selected, as VoiceOver reads them on iOS.
    override var defaultIsAccessibilityElement: Bool { false }
    override var defaultAccessibilityElements: [Any]? {
        segmentElements = ControlPartElement.parts(segmentElements, count: segments.count, of: self)
        let frames = segmentFrames()
        for (index, element) in segmentElements.enumerated() {
            var traits: UIAccessibilityTraits = .button
            if index == storedSelection && !isMomentary { traits.insert(.selected) }
            if !isEnabled || !segments[index].isEnabled { traits.insert(.notEnabled) }
            let label = segments[index].title ?? segments[index].image?.spokenSymbolName
            element.update(label: label, value: "\(index + 1) of \(segments.count)", traits: traits, frame: frames[index])
            element.onActivate = { [weak self] in self?.chooseForAccessibility(index) ?? false }
        }
        return segmentElements
    }

    private func chooseForAccessibility(_ index: Int) -> Bool {
        guard isEnabled, segments.indices.contains(index), segments[index].isEnabled else { return false }
        userChooses(index)
        return true
    }

    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override var defaultAccessibilityValue: String? {
        guard segments.indices.contains(storedSelection) else { return nil }
        return segments[storedSelection].title
    }
}

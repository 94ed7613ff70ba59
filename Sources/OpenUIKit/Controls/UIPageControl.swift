import Foundation

/// A row of dots, one per page, the current one brighter. A tap on either side of the
/// current dot moves one page that way; a drag along the dots scrubs through the pages
/// (iOS 14). Each change by the user sends `.valueChanged`.
///
/// ```swift
/// let pages = UIPageControl()
/// pages.numberOfPages = posters.count
/// pages.addAction(UIAction { [unowned pages] _ in carousel.scroll(to: pages.currentPage) }, for: .valueChanged)
/// ```
///
/// Differs from UIKit: `backgroundStyle`, custom indicator images
/// (`preferredIndicatorImage`, `setIndicatorImage(_:forPage:)`), `direction` and the
/// progress of iOS 26's timed pages are not there (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How many dots show; negative values are taken as zero.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            rebuildDots()
        }
    }
    /// The page shown, kept between 0 and the last page.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
            applyLook()
        }
    }
    /// Whether the control hides when there is only one page.
    open var hidesForSinglePage = false { didSet { applyLook() } }
    /// The dots' colour; `nil` is a faint label colour.
    open var pageIndicatorTintColor: UIColor? { didSet { applyLook() } }
    /// The current dot's colour; `nil` is the label colour.
    open var currentPageIndicatorTintColor: UIColor? { didSet { applyLook() } }

    private var dots: [UIView] = []

    static let dotSide: CGFloat = 8
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26
    static let horizontalPadding: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyLook()
    }

    public required convenience init?(coder: NSCoder) {
        self.init(frame: .zero)
    }

    /// The size dots for `pageCount` pages need.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.dotPitch + 2 * Self.horizontalPadding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    private func rebuildDots() {
        dots.forEach { $0.removeFromSuperview() }
        dots = (0..<min(numberOfPages, Self.maximumDots)).map { _ in
            let dot = UIView()
            dot.isUserInteractionEnabled = false
            addSubview(dot)
            return dot
        }
        invalidateIntrinsicContentSize()
        applyLook()
        setNeedsLayout()
    }

    /// Beyond this many pages the dots would leave any screen; they are not drawn.
    static let maximumDots = 200

    private func applyLook() {
        let faint = pageIndicatorTintColor ?? UIColor.label.withAlphaComponent(0.3)
        let bright = currentPageIndicatorTintColor ?? .label
        for (index, dot) in dots.enumerated() { dot.backgroundColor = index == currentPage ? bright : faint }
        isHidden = hidesForSinglePage && numberOfPages <= 1
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyLook()
    }

    private var rightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The centre of dot `index` along the row, centred in the control.
    private func dotCentreX(_ index: Int) -> CGFloat {
        let rowWidth = CGFloat(dots.count) * Self.dotPitch
        let start = (bounds.width - rowWidth) / 2 + Self.dotPitch / 2
        let slot = rightToLeft ? dots.count - 1 - index : index
        return start + CGFloat(slot) * Self.dotPitch
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (index, dot) in dots.enumerated() {
            let side = Self.dotSide
            dot.frame = CGRect(x: dotCentreX(index) - side / 2, y: bounds.midY - side / 2, width: side, height: side)
            dot.layer.cornerRadius = side / 2
        }
    }

    // MARK: Touches

    private var scrubbing = false
    private var touchStartX: CGFloat = 0
    /// How far a touch moves along the dots before it scrubs rather than taps.
    static let scrubThreshold: CGFloat = 6

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        scrubbing = false
        touchStartX = touch.location(in: self).x
        return numberOfPages > 1
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        guard scrubbing || abs(x - touchStartX) > Self.scrubThreshold else { return true }
        scrubbing = true
        moveTo(page(nearest: x))
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { scrubbing = false }
        guard !scrubbing, let touch, bounds.contains(touch.location(in: self)) else { return }
        // A tap moves one page toward the side it landed on.
        let beyond = touch.location(in: self).x > dotCentreX(currentPage)
        let forward = beyond != rightToLeft
        moveTo(currentPage + (forward ? 1 : -1))
    }

    private func page(nearest x: CGFloat) -> Int {
        guard !dots.isEmpty else { return 0 }
        return dots.indices.min { abs(dotCentreX($0) - x) < abs(dotCentreX($1) - x) } ?? currentPage
    }

    private func moveTo(_ page: Int) {
        let clamped = min(max(page, 0), max(0, numberOfPages - 1))
        guard clamped != currentPage else { return }
        currentPage = clamped
        sendActions(for: .valueChanged)
    }

    // MARK: Accessibility

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    open override func accessibilityIncrement() { if isEnabled { moveTo(currentPage + 1) } }
    open override func accessibilityDecrement() { if isEnabled { moveTo(currentPage - 1) } }

    override var defaultAccessibilityValue: String? {
        numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
    }
}

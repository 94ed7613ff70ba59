import Foundation
@_spi(OpenUIKit) import OpenQuartzCore

/// A view whose content is larger than itself and moves under the finger, with iOS's
/// physics: drags follow the touch (rubber-banding past the edges), a release decelerates
/// exponentially at `decelerationRate`, content past an edge springs back, and paging snaps.
///
/// ```swift
/// let scroll = UIScrollView(frame: view.bounds)
/// scroll.contentSize = CGSize(width: view.bounds.width, height: 2_000)
/// scroll.addSubview(longContent)
/// scroll.delegate = self
/// ```
///
/// The content offset is the bounds' origin, as in UIKit. The mouse drags as a finger; the
/// wheel scrolls the scroll view under the pointer.
///
/// With Auto Layout, pin content to `contentLayoutGuide` (its size becomes `contentSize`)
/// and match widths or heights to `frameLayoutGuide`.
///
/// Differs from Apple's: pinching is not there (the pointer has one touch: zoom with
/// `setZoomScale` and `zoom(to:animated:)`); `refreshControl`, keyboard scrolling and the
/// scroll edge effects are not there yet (see `Docs/Remaining.md`); constraints to `frameLayoutGuide`'s
/// edges do not follow scrolling (use its width and height).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How fast content slows after a release.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue.isFinite ? min(0.9999, max(0.5, rawValue)) : 0.998 }
        /// The velocity is kept at 99.8 % each millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 99 % each millisecond: content stops sooner.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets the scroll view adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// Told about scrolling.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points.
    open var contentSize: CGSize = .zero {
        didSet {
            if !contentSize.width.isFinite || !contentSize.height.isFinite { contentSize = .zero }
            contentSize = CGSize(width: max(0, contentSize.width), height: max(0, contentSize.height))
            if !isDragging, motion.isEmpty { contentOffset = clamped(contentOffset) }
            updateIndicators()
        }
    }

    /// Where the content's origin is under the view's top left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite, newValue != bounds.origin else { return }
            bounds.origin = newValue
            updateIndicators()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Room around the content, beyond its size (non-finite sides read as 0).
    ///
    /// Content resting at the top (or leading edge) stays there, as in UIKit: growing the
    /// top inset from 0 to 200 moves the offset from 0 to -200, so what the inset makes room
    /// for shows.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            let finite = { (value: CGFloat) in value.isFinite ? value : 0 }
            let sanitized = UIEdgeInsets(top: finite(contentInset.top), left: finite(contentInset.left), bottom: finite(contentInset.bottom), right: finite(contentInset.right))
            if sanitized != contentInset {
                contentInset = sanitized
                return
            }
            var offset = contentOffset
            if !isDragging, motion.isEmpty {
                if abs(offset.y + (oldValue.top + adjustedContentInset.top - contentInset.top)) < 0.5 { offset.y = -adjustedContentInset.top }
                if abs(offset.x + (oldValue.left + adjustedContentInset.left - contentInset.left)) < 0.5 { offset.x = -adjustedContentInset.left }
            }
            contentOffset = clamped(offset)
        }
    }

    /// The pull-to-refresh control above the content; setting one adds it to the scroll
    /// view. While it refreshes, the content rests below its spinner.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            if let refreshControl {
                refreshControl.scrollView = self
                insertSubview(refreshControl, at: 0)
                alwaysBounceVertical = true
            }
            setNeedsLayout()
        }
    }

    /// Which safe-area insets join `contentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// `contentInset` plus the safe-area insets the adjustment behaviour adds.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return inset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        case .automatic: (vertical, horizontal) = (true, scrollsHorizontally)
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        // While refreshing (and not dragged), the content rests below the spinner.
        if let refreshControl, !isDragging { inset.top += refreshControl.insetWhileRefreshing }
        return inset
    }

    /// Whether the user may scroll.
    open var isScrollEnabled = true { didSet { panGestureRecognizer.isEnabled = isScrollEnabled } }
    /// Whether content runs past the edges and springs back.
    open var bounces = true
    /// Bounce vertically even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the view's size.
    open var isPagingEnabled = false
    /// How fast content slows after a release.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the scroll indicators show while scrolling.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour.
    open var indicatorStyle: IndicatorStyle = .default { didSet { updateIndicators() } }
    /// Insets of the indicators from the edges.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (reads the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether a finger is on the content (it may not have moved yet).
    open var isTracking: Bool { panGestureRecognizer.state == .possible ? false : panGestureRecognizer.numberOfTouches > 0 }
    /// Whether a drag is moving the content.
    open internal(set) var isDragging = false
    /// Whether the content moves on after a release.
    open internal(set) var isDecelerating = false

    /// The recognizer that drags the content.
    open private(set) var panGestureRecognizer = UIPanGestureRecognizer()

    /// The offset and time when the drag began.
    var dragStart = CGPoint.zero
    /// The axes moving on their own, and the clock observer driving them.
    var motion: [ScrollAxisMotion?] = []
    var motionObserver: ClockObservation?
    /// Whether the running motion is an animated `setContentOffset` (not deceleration).
    var isScrollingAnimation = false
    /// The zoom scale, applied to the delegate's view for zooming, and its limits.
    var storedZoomScale: CGFloat = 1
    var zoomLimits: (minimum: CGFloat, maximum: CGFloat) = (1, 1)
    /// The layout guides, made when first asked for.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    let verticalIndicator = UIView()
    /// The effect views drawing the edge effects, by edge, while floating elements overlap them.
    var edgeEffectViews: [UIRectEdge.RawValue: ScrollEdgeEffectView] = [:]
    /// The containers whose elements shape the edge effects (`UIScrollEdgeElementContainerInteraction`).
    var edgeElementContainers: [WeakEdgeElementContainer] = []

    /// The effect where floating elements overlap the top edge (iOS 26).
    public let topEdgeEffect = UIScrollEdgeEffect()
    /// The effect where floating elements overlap the bottom edge (iOS 26).
    public let bottomEdgeEffect = UIScrollEdgeEffect()
    /// The effect where floating elements overlap the left edge (iOS 26).
    public let leftEdgeEffect = UIScrollEdgeEffect()
    /// The effect where floating elements overlap the right edge (iOS 26).
    public let rightEdgeEffect = UIScrollEdgeEffect()
    let horizontalIndicator = UIView()
    var indicatorFade: ClockObservation?
    /// Touchpad scrolling (`UIScrollView+WheelMomentum.swift`): its velocity, when the last
    /// delta came, and the clock observer that starts momentum when deltas stop.
    var wheelVelocity = CGPoint.zero
    var lastWheelTime: TimeInterval?
    var wheelMomentumWatch: ClockObservation?
    /// The adjusted insets the content offset last followed (`nil` before the first layout).
    var followedAdjustedInset: UIEdgeInsets?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        panGestureRecognizer.mayBegin = { [weak self] translation in self?.mayBeginPan(moving: translation) ?? true }
        addGestureRecognizer(panGestureRecognizer)
        for indicator in [verticalIndicator, horizontalIndicator] {
            indicator.isUserInteractionEnabled = false
            indicator.alpha = 0
            indicator.layer.cornerRadius = 1.5
            super.addSubview(indicator)
        }
        for effect in [topEdgeEffect, bottomEdgeEffect, leftEdgeEffect, rightEdgeEffect] { effect.scrollView = self }
    }

    deinit {
        guard let motionObserver else { return }
        MainActorCleanup.run { motionObserver.cancel() }
    }

    /// Keeps the indicators above content added later.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== verticalIndicator, subview !== horizontalIndicator, !(subview is ScrollEdgeEffectView) { keepIndicatorsOnTop() }
    }

    /// Brings the edge effects and the indicators above content reordered after it was added.
    func keepIndicatorsOnTop() {
        for view in edgeEffectViews.values { bringSubviewToFront(view) }
        bringSubviewToFront(horizontalIndicator)
        bringSubviewToFront(verticalIndicator)
    }

    /// Scrolling moves the bounds' origin, and a scroll view lays out again on every
    /// scroll, as in UIKit: indicators, edge effects and a list's visible cells follow
    /// (a size change asks for layout already).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { setNeedsLayout() }
        }
    }

    /// Where a drag leaves the content when its deceleration would end at `projected`:
    /// there, for a plain scroll view. Carousel rows of collection views snap to groups.
    func restingOffset(forProjected projected: CGPoint) -> CGPoint { projected }

    /// Called when `adjustedContentInset` changed; call `super` when you override it.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        followAdjustedContentInset()
        placeRefreshControl()
        // Constraints on the content guide size the content, as in UIKit.
        if let contentGuide, contentGuide.layoutFrame.size != contentSize { contentSize = contentGuide.layoutFrame.size }
        updateIndicators()
        updateEdgeEffects()
    }

    // MARK: Offsets

    /// The offsets the content may rest at: from minus the top and left insets to the
    /// content's far edge plus the bottom and right ones.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.x.lowerBound), range.x.upperBound), y: min(max(offset.y, range.y.lowerBound), range.y.upperBound))
    }

    var scrollsHorizontally: Bool { contentSize.width + contentInset.left + contentInset.right > bounds.width }
    var scrollsVertically: Bool { contentSize.height + contentInset.top + contentInset.bottom > bounds.height }

    /// Moves the content to `contentOffset`, easing there over a third of a second when
    /// `animated` (then `scrollViewDidEndScrollingAnimation` follows).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else { return }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let now = MediaClock.current.now
        let range = offsetRange
        isScrollingAnimation = true
        startMotion([
            ScrollAxisMotion(phase: .easing(start: self.contentOffset.x, target: contentOffset.x, duration: 0.33), began: now, range: range.x, rate: decelerationRate.rawValue, bounces: false),
            ScrollAxisMotion(phase: .easing(start: self.contentOffset.y, target: contentOffset.y, duration: 0.33), began: now, range: range.y, rate: decelerationRate.rawValue, bounces: false),
        ])
    }

    /// Scrolls as little as possible to show `rect` (in content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// Shows the indicators briefly, as when scrolling starts.
    open func flashScrollIndicators() {
        showIndicators()
        scheduleIndicatorFade()
    }
}

import Foundation

/// Pull to refresh: set as a scroll view's `refreshControl`, it shows a spinner above the
/// content as people pull it down and, pulled far enough, starts refreshing and sends
/// `.valueChanged`. The content then rests below the spinner until `endRefreshing()`.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in
///     Task {
///         await store.reload()
///         refresh.endRefreshing()
///     }
/// }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The room the spinner takes above the content while refreshing, points.
    static let height: CGFloat = 60
    /// How far past the top the content is pulled before refreshing starts, points.
    static let triggerDistance: CGFloat = 100

    /// Whether a refresh is under way.
    open private(set) var isRefreshing = false
    /// A text under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            setNeedsLayout()
        }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The scroll view this control refreshes.
    weak var scrollView: UIScrollView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .preferredFont(forTextStyle: .footnote)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        isAccessibilityElement = false
    }

    /// A refresh control.
    public convenience init() {
        self.init(frame: .zero)
    }

    required public init?(coder: NSCoder) { return nil }

    open override var tintColor: UIColor! {
        didSet { spinner.color = tintColor }
    }

    /// Starts refreshing without a pull (no `.valueChanged` is sent): the spinner turns
    /// and the content makes room for it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.refreshInsetDidChange(animated: true)
    }

    /// Ends the refresh: the spinner stops and the content slides back up.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        spinner.alpha = 0
        scrollView?.refreshInsetDidChange(animated: true)
    }

    /// The extra room above the content while refreshing.
    var insetWhileRefreshing: CGFloat { isRefreshing ? Self.height : 0 }

    /// The content is pulled `distance` points past its resting top: the spinner fades in
    /// with the pull and, once a drag has pulled far enough, the refresh starts.
    func contentPulled(by distance: CGFloat, dragging: Bool) {
        guard !isRefreshing, isEnabled, distance.isFinite else { return }
        spinner.alpha = min(1, max(0, distance / Self.triggerDistance))
        guard dragging, distance >= Self.triggerDistance else { return }
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        sendActions(for: .valueChanged)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight = attributedTitle == nil ? 0 : titleLabel.sizeThatFits(bounds.size).height
        let spinnerSize = spinner.intrinsicContentSize
        let top = ((Self.height - spinnerSize.height - titleHeight) / 2).rounded()
        spinner.frame = CGRect(x: ((bounds.width - spinnerSize.width) / 2).rounded(), y: top, width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + 4, width: bounds.width, height: titleHeight)
    }
}

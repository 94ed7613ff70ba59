import Foundation

/// A view controller that shows a SwiftUI view in a UIKit app.
///
/// ```swift
/// let host = UIHostingController(rootView: CalendarButton(model: model))
/// host.view.backgroundColor = .clear
/// host.sizingOptions = [.intrinsicContentSize]
/// navigationItem.rightBarButtonItem = UIBarButtonItem(customView: host.view)
/// ```
///
/// With `.intrinsicContentSize`, the view's intrinsic size follows the content (the bar
/// resizes the item when the text changes); with `.preferredContentSize`, the
/// controller's preferred content size does (a popover fits its content).
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    private let hostingView: _UIHostingView<Content>

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
        connectHostingView()
    }

    /// A controller showing `rootView`; archives do not exist on Linux, so `coder` is not read.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        hostingView = _UIHostingView(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
        connectHostingView()
    }

    /// Fails: a hosting controller cannot make its root view from an archive. Use
    /// `init?(coder:rootView:)` (SwiftUI stops the program here instead).
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }

    /// The SwiftUI view shown.
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    /// Which UIKit sizes follow the content's ideal size; none by default.
    public var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet {
            hostingView.sizingOptions = sizingOptions
            if sizingOptions.contains(.preferredContentSize) { idealSizeDidChange(hostingView.idealSize) }
        }
    }

    /// The safe areas the SwiftUI content stays out of; all by default. With none, the
    /// content is laid out over the whole view, under bars and the home indicator.
    public var safeAreaRegions: SafeAreaRegions {
        get { hostingView.safeAreaRegions }
        set { hostingView.safeAreaRegions = newValue }
    }

    /// The view is a hosting view (its background is the system background, as in SwiftUI).
    open override func loadView() {
        view = hostingView
    }

    /// Names the content's first scroll view (a list, a scroll view) as the screen's
    /// content scroll view, so bars above and below follow its scrolling as they follow a
    /// UIKit screen's.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let scrollView = Self.firstScrollView(in: hostingView)
        if contentScrollView(for: .top) !== scrollView { setContentScrollView(scrollView, for: .top) }
        if contentScrollView(for: .bottom) !== scrollView { setContentScrollView(scrollView, for: .bottom) }
    }

    /// The shallowest shown scroll view under `root`, looking a few levels down (the
    /// content's own views, and a navigation stack's screen inside it).
    private static func firstScrollView(in root: UIView) -> UIScrollView? {
        var level = root.subviews
        for _ in 0..<6 where !level.isEmpty {
            if let found = level.first(where: { $0 is UIScrollView && !$0.isHidden }) as? UIScrollView { return found }
            level = level.lazy.filter { !$0.isHidden }.flatMap(\.subviews)
        }
        return nil
    }

    /// SwiftUI's look (the system background) and the ideal size reaching
    /// `preferredContentSize`.
    private func connectHostingView() {
        hostingView.backgroundColor = .systemBackground
        hostingView.idealSizeDidChange = { [weak self] size in self?.idealSizeDidChange(size) }
    }

    /// The size the content takes when offered `size`.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        hostingView.sizeThatFits(size)
    }

    /// The content's ideal size: what it takes when nothing is proposed.
    package var idealContentSize: CGSize { hostingView.idealSize }

    private func idealSizeDidChange(_ size: CGSize) {
        guard sizingOptions.contains(.preferredContentSize), preferredContentSize != size else { return }
        preferredContentSize = size
    }
}

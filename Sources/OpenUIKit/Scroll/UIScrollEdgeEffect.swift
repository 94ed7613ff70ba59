import Foundation

/// How a scroll view's content gives way at one edge where floating elements (bars, or
/// containers with a `UIScrollEdgeElementContainerInteraction`) overlap it (iOS 26): a
/// soft progressive blur and fade, or a hard cut-off with a dividing line.
///
/// ```swift
/// collectionView.topEdgeEffect.style = .hard
/// collectionView.bottomEdgeEffect.isHidden = true
/// ```
///
/// Scroll views own their four effects (`topEdgeEffect`…); there is no initializer.
@preconcurrency @MainActor
public final class UIScrollEdgeEffect {
    /// The look of an edge effect.
    @preconcurrency @MainActor
    public final class Style: Equatable {
        private init() {}

        /// The system's choice for the context: the soft style on iPhone and iPad.
        public class var automatic: Style { automaticStyle }
        /// A progressive blur and fade, strongest at the edge.
        public class var soft: Style { softStyle }
        /// A nearly opaque cut-off with a dividing line.
        public class var hard: Style { hardStyle }

        private static let automaticStyle = Style()
        private static let softStyle = Style()
        private static let hardStyle = Style()

        nonisolated public static func == (lhs: Style, rhs: Style) -> Bool { lhs === rhs }
    }

    /// The effect's look (`.automatic` by default).
    public var style: Style = .automatic {
        didSet { if style != oldValue { scrollView?.setNeedsLayout() } }
    }

    /// Whether the effect is hidden (false by default).
    public var isHidden = false {
        didSet { if isHidden != oldValue { scrollView?.setNeedsLayout() } }
    }

    weak var scrollView: UIScrollView?

    init() {}
}

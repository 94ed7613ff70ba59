/// An aspect of a view that a property change can invalidate, for `@UIView.Invalidating`.
@preconcurrency @MainActor
public protocol UIViewInvalidating {
    /// Requests the update this invalidation stands for.
    func invalidate(view: UIView)
}

extension UIView {
    /// The kinds of invalidation `@UIView.Invalidating` can request.
    public enum Invalidations {
        /// Redraw: `setNeedsDisplay()`.
        public struct Display: UIViewInvalidating {
            /// The invalidation, for `@UIView.Invalidating`.
            public init() {}
            /// Requests the update on `view`.
            public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }

        /// Lay out again: `setNeedsLayout()`.
        public struct Layout: UIViewInvalidating {
            /// The invalidation, for `@UIView.Invalidating`.
            public init() {}
            /// Requests the update on `view`.
            public func invalidate(view: UIView) { view.setNeedsLayout() }
        }

        /// Update constraints: `setNeedsUpdateConstraints()`.
        public struct Constraints: UIViewInvalidating {
            /// The invalidation, for `@UIView.Invalidating`.
            public init() {}
            /// Requests the update on `view`.
            public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }

        /// The intrinsic size changed: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: UIViewInvalidating {
            /// The invalidation, for `@UIView.Invalidating`.
            public init() {}
            /// Requests the update on `view`.
            public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }

        /// Update properties: `setNeedsUpdateProperties()` (iOS 26).
        public struct Properties: UIViewInvalidating {
            /// The invalidation, for `@UIView.Invalidating`.
            public init() {}
            /// Requests the update on `view`.
            public func invalidate(view: UIView) { view.setNeedsUpdateProperties() }
        }

        /// Two invalidations together.
        public struct Tuple<First: UIViewInvalidating, Second: UIViewInvalidating>: UIViewInvalidating {
            let first: First
            let second: Second
            /// Both invalidations, first then second.
            public init(_ first: First, _ second: Second) {
                self.first = first
                self.second = second
            }
            /// Requests both updates on `view`.
            public func invalidate(view: UIView) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// Requests a redraw when the property changes.
    public static var display: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// Requests a layout pass when the property changes.
    public static var layout: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// Requests a constraints update when the property changes.
    public static var constraints: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// Requests a new intrinsic content size when the property changes.
    public static var intrinsicContentSize: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Properties {
    /// Requests a properties update when the property changes.
    public static var properties: Self { .init() }
}

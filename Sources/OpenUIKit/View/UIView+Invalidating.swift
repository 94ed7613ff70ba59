extension UIView {
    /// A property wrapper that requests an update of its view when its value changes.
    ///
    /// ```swift
    /// final class BadgeView: UIView {
    ///     @UIView.Invalidating(.display) var badgeColor: UIColor = .systemRed
    ///     @UIView.Invalidating(.layout, .display) var badgePosition: CGPoint = .zero
    /// }
    /// ```
    ///
    /// Setting an equal value requests nothing.
    @MainActor
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        private var value: Value
        private let invalidation: InvalidationType

        /// Wraps `wrappedValue`, requesting `invalidation` whenever it changes.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// Wraps `wrappedValue`, requesting both invalidations whenever it changes.
        public init<I1: UIViewInvalidating, I2: UIViewInvalidating>(
            wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2
        ) where InvalidationType == UIView.Invalidations.Tuple<I1, I2> {
            self.init(wrappedValue: wrappedValue, .init(invalidation1, invalidation2))
        }

        /// Wraps `wrappedValue`, requesting all three invalidations whenever it changes.
        public init<I1: UIViewInvalidating, I2: UIViewInvalidating, I3: UIViewInvalidating>(
            wrappedValue: Value, _ invalidation1: I1, _ invalidation2: I2, _ invalidation3: I3
        ) where InvalidationType == UIView.Invalidations.Tuple<UIView.Invalidations.Tuple<I1, I2>, I3> {
            self.init(wrappedValue: wrappedValue, .init(.init(invalidation1, invalidation2), invalidation3))
        }

        /// Not available: the wrapper needs its enclosing view, so it works only on `UIView`
        /// subclasses' properties.
        @available(*, unavailable, message: "@UIView.Invalidating is only available on properties of UIView subclasses")
        public var wrappedValue: Value {
            get { fatalError("unavailable") }
            set { fatalError("unavailable") }
        }

        /// The value, read and written through the view that owns it; a write that changes
        /// the value requests the invalidations on that view.
        public static subscript<View: UIView>(
            _enclosingInstance view: View,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<View, Self>
        ) -> Value {
            get { view[keyPath: storageKeyPath].value }
            set {
                guard view[keyPath: storageKeyPath].value != newValue else { return }
                view[keyPath: storageKeyPath].value = newValue
                view[keyPath: storageKeyPath].invalidation.invalidate(view: view)
            }
        }
    }
}

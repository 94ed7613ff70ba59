import Foundation

extension UISheetPresentationController {
    /// A height a sheet rests at: medium (about half the screen), large (full height), or
    /// one of your own.
    ///
    /// ```swift
    /// let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { context in
    ///     0.25 * context.maximumDetentValue
    /// }
    /// sheet.detents = [small, .medium(), .large()]
    /// ```
    ///
    /// A detent's value is the height of the sheet above the bottom safe area.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The detent's name, for `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier`.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the height the sheet can take.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in (context.maximumDetentValue * 0.5).rounded() }
        }

        /// The full height the sheet can take.
        public static func large() -> Detent {
            Detent(identifier: .large) { context in context.maximumDetentValue }
        }

        /// A detent whose height `resolver` gives (`nil` leaves the detent out); the
        /// identifier is made unique when you give none.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The detent's height in `context`: clamped to 0...`maximumDetentValue`; `nil`
        /// when the resolver leaves it out or answers NaN.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), !value.isNaN else { return nil }
            return min(max(0, value), max(0, context.maximumDetentValue))
        }

        /// A detent's name.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String

            public init(rawValue: String) { self.rawValue = rawValue }

            public init(_ rawValue: String) { self.rawValue = rawValue }

            /// The medium detent's identifier.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

import Foundation

extension UIBarButtonItem {
    /// A badge on a bar button item (iOS 26): a count, a short string, or an indicator dot,
    /// in white on red unless you choose colours.
    ///
    /// ```swift
    /// inboxItem.badge = .count(unread)
    /// var flag = UIBarButtonItem.Badge.string("New")
    /// flag.backgroundColor = .systemBlue
    /// filterItem.badge = flag
    /// ```
    @preconcurrency @MainActor
    public struct Badge {
        /// The text the badge shows (`nil` for an indicator).
        public let stringValue: String?
        /// The badge's fill; `nil` is the system red.
        public var backgroundColor: UIColor?
        /// The text's colour; `nil` is white.
        public var foregroundColor: UIColor?
        /// The text's font; `nil` is the system's 13-point font.
        public var font: UIFont?

        private init(stringValue: String?) {
            self.stringValue = stringValue
        }

        /// A badge showing `count`, written in the current locale's digits and grouping.
        public static func count(_ count: Int) -> Badge {
            Badge(stringValue: NumberFormatter.localizedString(from: NSNumber(value: count), number: .decimal))
        }

        /// A badge showing `string`.
        public static func string(_ string: String) -> Badge {
            Badge(stringValue: string)
        }

        /// A dot with no text.
        public static func indicator() -> Badge {
            Badge(stringValue: nil)
        }
    }
}

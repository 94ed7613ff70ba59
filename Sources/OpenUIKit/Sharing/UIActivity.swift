import Foundation

/// A service a share sheet offers for its items. Subclass it for your own services and
/// pass them to `UIActivityViewController(activityItems:applicationActivities:)`.
///
/// ```swift
/// final class SaveToNotesActivity: UIActivity {
///     private var text = ""
///     override var activityType: UIActivity.ActivityType? { ActivityType("com.example.notes") }
///     override var activityTitle: String? { "Save to Notes" }
///     override func canPerform(withActivityItems items: [Any]) -> Bool { items.contains { $0 is String } }
///     override func prepare(withActivityItems items: [Any]) { text = items.compactMap { $0 as? String }.joined() }
///     override func perform() { notes.append(text); activityDidFinish(true) }
/// }
/// ```
@MainActor
open class UIActivity: NSObject {
    /// A service's identifier.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// An activity type with `rawValue` as its identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// An activity type with `rawValue` as its identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Copying the items' text and links to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    }

    /// Where the share sheet lists a service: actions in the list, share services above it.
    public enum Category: Int, Sendable {
        case action, share
    }

    /// Services are listed as actions unless they say otherwise.
    open class var activityCategory: Category { .action }

    /// The service's identifier.
    open var activityType: ActivityType? { nil }

    /// The title the share sheet shows.
    open var activityTitle: String? { nil }

    /// The image the share sheet shows beside the title.
    open var activityImage: UIImage? { nil }

    /// Whether the service can act on `activityItems`; the sheet lists it only then.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Takes the items before `perform()` or `activityViewController`.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A screen the service shows instead of performing at once; `nil` to perform.
    open var activityViewController: UIViewController? { nil }

    /// Does the service's work; call `activityDidFinish(_:)` when it is done.
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the service is done, and whether it completed.
    open func activityDidFinish(_ completed: Bool) {
        finish?(completed)
    }

    /// The share sheet's handler for the end of this service.
    var finish: ((Bool) -> Void)?

    public override init() { super.init() }
}

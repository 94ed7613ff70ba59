import Foundation

/// What the user was doing in the app, handed to a scene as it connects or continues: the
/// usual way to tell a new window what to show.
///
/// ```swift
/// let activity = NSUserActivity(activityType: "com.example.notes.open")
/// activity.userInfo = ["note": note.id.uuidString]
/// UIApplication.shared.activateSceneSession(
///     for: UISceneSessionActivationRequest(userActivity: activity))
/// ```
///
/// Foundation declares this type on Apple's systems; swift-corelibs-foundation does not, so
/// OpenUIKit does, with the members scenes use. Handoff, Spotlight indexing and the system's
/// activity continuation (which need Apple's services) are not part of it.
open class NSUserActivity: NSObject {
    /// The kind of activity, a reverse-DNS string the app chooses.
    public let activityType: String
    /// A title the user can read.
    open var title: String?
    /// The activity's state: what a scene needs to restore or show it.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` that must be present to restore the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// An identifier of the content the activity shows, which scenes may match against.
    open var targetContentIdentifier: String?
    /// An identifier the app assigns to find the activity later.
    open var persistentIdentifier: String?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``, replacing entries with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }
}

import Foundation

/// Which window of the app's scenes to open or close: a group by identifier, a presented
/// value (JSON, with its type's name), or both. It travels to a new scene as a user activity.
struct WindowRequest: Equatable {
    var id: String?
    var typeName: String?
    var value: Data?

    static let activityType = "org.openuikit.swiftui.open-window"

    init(id: String?, typeName: String? = nil, value: Data? = nil) {
        self.id = id
        self.typeName = typeName
        self.value = value
    }

    init<D: Encodable>(id: String?, value: D) {
        self.init(id: id, typeName: String(reflecting: D.self), value: try? Self.encoder.encode(value))
    }

    /// The request a scene was connected with, if its activity carries one.
    init?(_ activity: NSUserActivity?) {
        guard let activity, activity.activityType == Self.activityType, let info = activity.userInfo else { return nil }
        self.init(id: info["id"] as? String, typeName: info["type"] as? String, value: info["value"] as? Data)
    }

    var activity: NSUserActivity {
        let activity = NSUserActivity(activityType: Self.activityType)
        var info: [AnyHashable: Any] = [:]
        if let id { info["id"] = id }
        if let typeName { info["type"] = typeName }
        if let value { info["value"] = value }
        activity.userInfo = info
        return activity
    }

    /// Whether `group` shows windows for this request.
    @MainActor
    func matches(_ group: any WindowGroupScene) -> Bool {
        if let id { return group.groupID == id }
        guard let typeName, let type = group.presentedType else { return false }
        return String(reflecting: type) == typeName
    }

    /// Whether a window opened for `other` answers this request too: the same group and,
    /// when this one names a value, the same value.
    func isAnswered(by other: WindowRequest) -> Bool {
        (id == nil || id == other.id) && (typeName == nil || typeName == other.typeName) && (value == nil || value == other.value)
    }

    /// Sorted keys, so that equal values encode to equal bytes.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }()
}

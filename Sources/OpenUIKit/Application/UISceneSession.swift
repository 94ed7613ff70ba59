import Foundation

/// A scene's persistent identity: its role and configuration.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window scene on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was created from (the app delegate's answer for it).
    public internal(set) var configuration: UISceneConfiguration
    /// A unique identifier.
    public let persistentIdentifier = UUID().uuidString
    /// The scene, while connected.
    public internal(set) weak var scene: UIScene?
    /// Values the scene's SwiftUI views keep for the session (`@SceneStorage`).
    package var sceneStorage: AnyObject?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        super.init()
    }
}

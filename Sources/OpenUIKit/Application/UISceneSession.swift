import Foundation

/// A scene's persistent identity: its role and configuration.
@MainActor
public final class UISceneSession: Hashable {
    /// What kind of scene a session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window scene on the device's screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was created from.
    public let configuration: UISceneConfiguration
    /// A unique identifier.
    public let persistentIdentifier = UUID().uuidString
    /// The scene, while connected.
    public internal(set) weak var scene: UIScene?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
    }

    /// Sessions are equal only when they are the same object.
    public nonisolated static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

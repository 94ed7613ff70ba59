import Foundation
import Observation
import OpenUIKitShim

/// The trails and the hiker's profile, shared by every screen.
@MainActor @Observable
public final class TrailStore {
    public var trails: [Trail]
    public var profile = HikerProfile()

    /// The trails in the bundled JSON file (none if it cannot be read).
    public init() {
        let url = Bundle.module.url(forResource: "trails", withExtension: "json")
        let data = url.flatMap { try? Data(contentsOf: $0) }
        trails = data.flatMap { try? JSONDecoder().decode([Trail].self, from: $0) } ?? []
    }

    /// The trails shown with the favourites filter on or off.
    public func trails(favoritesOnly: Bool) -> [Trail] {
        trails.filter { !favoritesOnly || $0.isFavorite }
    }
}

/// What the hiker tells the app about themselves.
public struct HikerProfile: Sendable {
    public var name = "Ada"
    public var prefersNotifications = true
    public var preferredDifficulty = Trail.Difficulty.moderate
    public var weeklyGoal = 3
}

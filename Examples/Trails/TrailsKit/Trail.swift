import Foundation
import OpenUIKitShim

/// A hiking trail, as the bundled JSON describes it.
public struct Trail: Codable, Identifiable, Hashable, Sendable {
    public enum Difficulty: String, Codable, CaseIterable, Sendable {
        case easy, moderate, hard
    }

    public let id: Int
    public let name: String
    public let region: String
    public let imageName: String
    public let lengthKilometers: Double
    public let elevationGain: Int
    public let difficulty: Difficulty
    public var isFavorite: Bool
    public let summary: String

    /// The trail's photo, from the module's resources.
    public var image: Image {
        let url = Bundle.module.url(forResource: imageName, withExtension: "png")
        let photo = url.flatMap { try? Data(contentsOf: $0) }.flatMap { UIImage(data: $0) }
        return photo.map { Image(uiImage: $0) } ?? Image(systemName: "photo")
    }
}

import Foundation
import OpenUIKit

extension Color: CustomStringConvertible {
    /// SwiftUI's description: a named colour's name (`red`, `primary`), otherwise its
    /// light-appearance components as `#RRGGBBAA`.
    public var description: String {
        if let name = Self.names.first(where: { $0.color == self })?.name { return name }
        return resolve(in: EnvironmentValues()).description
    }

    private static let names: [(color: Color, name: String)] = [
        (.red, "red"), (.orange, "orange"), (.yellow, "yellow"), (.green, "green"), (.mint, "mint"), (.teal, "teal"),
        (.cyan, "cyan"), (.blue, "blue"), (.indigo, "indigo"), (.purple, "purple"), (.pink, "pink"), (.brown, "brown"),
        (.gray, "gray"), (.white, "white"), (.black, "black"), (.clear, "clear"), (.primary, "primary"),
        (.secondary, "secondary"),
    ]
}

extension Color.Resolved: CustomStringConvertible {
    /// The colour as `#RRGGBBAA` (sRGB, each channel clamped to 0…255).
    public var description: String {
        let channels = [red, green, blue, opacity].map { value -> Int in
            guard value.isFinite else { return 0 }
            return Int((min(1, max(0, value)) * 255).rounded())
        }
        return "#" + channels.map { String(format: "%02X", $0) }.joined()
    }
}

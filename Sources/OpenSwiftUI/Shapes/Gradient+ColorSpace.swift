import Foundation

extension Gradient {
    /// The space a gradient's colours blend in.
    ///
    /// Differs from SwiftUI: gradients blend in the device's sRGB whichever is chosen.
    public struct ColorSpace: Hashable, Sendable {
        let name: String

        /// The device's space: sRGB.
        public static let device = ColorSpace(name: "device")
        /// A perceptually even space, where SwiftUI's blends look evenly spaced.
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

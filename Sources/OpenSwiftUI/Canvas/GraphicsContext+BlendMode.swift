import Foundation

extension GraphicsContext {
    /// How drawing combines with what the canvas already holds.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }

        var cgBlendMode: CGBlendMode { CGBlendMode(rawValue: rawValue) ?? .normal }

        private init(_ mode: CGBlendMode) { rawValue = mode.rawValue }

        public static let normal = BlendMode(.normal)
        public static let multiply = BlendMode(.multiply)
        public static let screen = BlendMode(.screen)
        public static let overlay = BlendMode(.overlay)
        public static let darken = BlendMode(.darken)
        public static let lighten = BlendMode(.lighten)
        public static let colorDodge = BlendMode(.colorDodge)
        public static let colorBurn = BlendMode(.colorBurn)
        public static let softLight = BlendMode(.softLight)
        public static let hardLight = BlendMode(.hardLight)
        public static let difference = BlendMode(.difference)
        public static let exclusion = BlendMode(.exclusion)
        public static let hue = BlendMode(.hue)
        public static let saturation = BlendMode(.saturation)
        public static let color = BlendMode(.color)
        public static let luminosity = BlendMode(.luminosity)
        public static let clear = BlendMode(.clear)
        public static let copy = BlendMode(.copy)
        public static let sourceIn = BlendMode(.sourceIn)
        public static let sourceOut = BlendMode(.sourceOut)
        public static let sourceAtop = BlendMode(.sourceAtop)
        public static let destinationOver = BlendMode(.destinationOver)
        public static let destinationIn = BlendMode(.destinationIn)
        public static let destinationOut = BlendMode(.destinationOut)
        public static let destinationAtop = BlendMode(.destinationAtop)
        public static let xor = BlendMode(.xor)
        public static let plusDarker = BlendMode(.plusDarker)
        public static let plusLighter = BlendMode(.plusLighter)
    }
}

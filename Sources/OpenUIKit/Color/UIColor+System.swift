import Foundation

private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
}

extension UIColor {
    // MARK: Fixed colours

    /// A fixed black colour.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A fixed dark gray colour.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// A fixed light gray colour.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// A fixed white colour.
    public static let white = UIColor(white: 1, alpha: 1)
    /// A fixed gray colour.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// A fixed red colour.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// A fixed green colour.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// A fixed blue colour.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// A fixed cyan colour.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// A fixed yellow colour.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// A fixed magenta colour.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// A fixed orange colour.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// A fixed purple colour.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// A fixed brown colour.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// A fixed clear colour.
    public static let clear = UIColor(white: 0, alpha: 0)

    // MARK: Adaptable system colours (iOS values: light, dark, and high-contrast variants)

    /// The adaptable system blue colour: rgb(0, 122, 255) in light mode, rgb(10, 132, 255) in dark.
    public static let systemBlue = system("systemBlue", light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
                                          lightHighContrast: rgb(0, 64, 221), darkHighContrast: rgb(64, 156, 255))
    /// The adaptable system red colour: rgb(255, 59, 48) in light mode, rgb(255, 69, 58) in dark.
    public static let systemRed = system("systemRed", light: rgb(255, 59, 48), dark: rgb(255, 69, 58),
                                         lightHighContrast: rgb(215, 0, 21), darkHighContrast: rgb(255, 105, 97))
    /// The adaptable system green colour: rgb(52, 199, 89) in light mode, rgb(48, 209, 88) in dark.
    public static let systemGreen = system("systemGreen", light: rgb(52, 199, 89), dark: rgb(48, 209, 88),
                                           lightHighContrast: rgb(36, 138, 61), darkHighContrast: rgb(48, 219, 91))
    /// The adaptable system orange colour: rgb(255, 149, 0) in light mode, rgb(255, 159, 10) in dark.
    public static let systemOrange = system("systemOrange", light: rgb(255, 149, 0), dark: rgb(255, 159, 10),
                                            lightHighContrast: rgb(201, 52, 0), darkHighContrast: rgb(255, 179, 64))
    /// The adaptable system yellow colour: rgb(255, 204, 0) in light mode, rgb(255, 214, 10) in dark.
    public static let systemYellow = system("systemYellow", light: rgb(255, 204, 0), dark: rgb(255, 214, 10),
                                            lightHighContrast: rgb(178, 80, 0), darkHighContrast: rgb(255, 212, 38))
    /// The adaptable system pink colour: rgb(255, 45, 85) in light mode, rgb(255, 55, 95) in dark.
    public static let systemPink = system("systemPink", light: rgb(255, 45, 85), dark: rgb(255, 55, 95),
                                          lightHighContrast: rgb(211, 15, 69), darkHighContrast: rgb(255, 100, 130))
    /// The adaptable system purple colour: rgb(175, 82, 222) in light mode, rgb(191, 90, 242) in dark.
    public static let systemPurple = system("systemPurple", light: rgb(175, 82, 222), dark: rgb(191, 90, 242),
                                            lightHighContrast: rgb(137, 68, 171), darkHighContrast: rgb(218, 143, 255))
    /// The adaptable system teal colour: rgb(48, 176, 199) in light mode, rgb(64, 200, 224) in dark.
    public static let systemTeal = system("systemTeal", light: rgb(48, 176, 199), dark: rgb(64, 200, 224),
                                          lightHighContrast: rgb(0, 130, 153), darkHighContrast: rgb(93, 230, 255))
    /// The adaptable system indigo colour: rgb(88, 86, 214) in light mode, rgb(94, 92, 230) in dark.
    public static let systemIndigo = system("systemIndigo", light: rgb(88, 86, 214), dark: rgb(94, 92, 230),
                                            lightHighContrast: rgb(54, 52, 163), darkHighContrast: rgb(125, 122, 255))
    /// The adaptable system mint colour: rgb(0, 199, 190) in light mode, rgb(102, 212, 207) in dark.
    public static let systemMint = system("systemMint", light: rgb(0, 199, 190), dark: rgb(102, 212, 207),
                                          lightHighContrast: rgb(12, 129, 123), darkHighContrast: rgb(102, 212, 207))
    /// The adaptable system cyan colour: rgb(50, 173, 230) in light mode, rgb(100, 210, 255) in dark.
    public static let systemCyan = system("systemCyan", light: rgb(50, 173, 230), dark: rgb(100, 210, 255),
                                          lightHighContrast: rgb(0, 113, 164), darkHighContrast: rgb(112, 215, 255))
    /// The adaptable system brown colour: rgb(162, 132, 94) in light mode, rgb(172, 142, 104) in dark.
    public static let systemBrown = system("systemBrown", light: rgb(162, 132, 94), dark: rgb(172, 142, 104),
                                           lightHighContrast: rgb(127, 101, 69), darkHighContrast: rgb(181, 148, 105))
    /// The adaptable system gray colour: rgb(142, 142, 147) in light mode, rgb(142, 142, 147) in dark.
    public static let systemGray = system("systemGray", light: rgb(142, 142, 147), dark: rgb(142, 142, 147),
                                          lightHighContrast: rgb(108, 108, 112), darkHighContrast: rgb(174, 174, 178))
    /// The adaptable system gray2 colour: rgb(174, 174, 178) in light mode, rgb(99, 99, 102) in dark.
    public static let systemGray2 = system("systemGray2", light: rgb(174, 174, 178), dark: rgb(99, 99, 102))
    /// The adaptable system gray3 colour: rgb(199, 199, 204) in light mode, rgb(72, 72, 74) in dark.
    public static let systemGray3 = system("systemGray3", light: rgb(199, 199, 204), dark: rgb(72, 72, 74))
    /// The adaptable system gray4 colour: rgb(209, 209, 214) in light mode, rgb(58, 58, 60) in dark.
    public static let systemGray4 = system("systemGray4", light: rgb(209, 209, 214), dark: rgb(58, 58, 60))
    /// The adaptable system gray5 colour: rgb(229, 229, 234) in light mode, rgb(44, 44, 46) in dark.
    public static let systemGray5 = system("systemGray5", light: rgb(229, 229, 234), dark: rgb(44, 44, 46))
    /// The adaptable system gray6 colour: rgb(242, 242, 247) in light mode, rgb(28, 28, 30) in dark.
    public static let systemGray6 = system("systemGray6", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))

    // MARK: Semantic colours

    /// The adaptable label colour: rgb(0, 0, 0) in light mode, rgb(255, 255, 255) in dark.
    public static let label = system("label", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// The adaptable secondary label colour: rgb(60, 60, 67, 0.6) in light mode, rgb(235, 235, 245, 0.6) in dark.
    public static let secondaryLabel = system("secondaryLabel", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6),
                                              lightHighContrast: rgb(60, 60, 67, 0.8), darkHighContrast: rgb(235, 235, 245, 0.7))
    /// The adaptable tertiary label colour: rgb(60, 60, 67, 0.3) in light mode, rgb(235, 235, 245, 0.3) in dark.
    public static let tertiaryLabel = system("tertiaryLabel", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
                                             lightHighContrast: rgb(60, 60, 67, 0.7), darkHighContrast: rgb(235, 235, 245, 0.55))
    /// The adaptable quaternary label colour: rgb(60, 60, 67, 0.18) in light mode, rgb(235, 235, 245, 0.16) in dark.
    public static let quaternaryLabel = system("quaternaryLabel", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16),
                                               lightHighContrast: rgb(60, 60, 67, 0.55), darkHighContrast: rgb(235, 235, 245, 0.4))
    /// The adaptable link colour: rgb(0, 122, 255) in light mode, rgb(9, 132, 255) in dark.
    public static let link = system("link", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// The adaptable placeholder text colour: rgb(60, 60, 67, 0.3) in light mode, rgb(235, 235, 245, 0.3) in dark.
    public static let placeholderText = system("placeholderText", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// The adaptable separator colour: rgb(60, 60, 67, 0.29) in light mode, rgb(84, 84, 88, 0.6) in dark.
    public static let separator = system("separator", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    /// The adaptable opaque separator colour: rgb(198, 198, 200) in light mode, rgb(56, 56, 58) in dark.
    public static let opaqueSeparator = system("opaqueSeparator", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
    /// The adaptable system background colour: rgb(255, 255, 255) in light mode, rgb(0, 0, 0) in dark.
    public static let systemBackground = system("systemBackground", light: rgb(255, 255, 255), dark: rgb(0, 0, 0))
    /// The adaptable secondary system background colour: rgb(242, 242, 247) in light mode, rgb(28, 28, 30) in dark.
    public static let secondarySystemBackground = system("secondarySystemBackground", light: rgb(242, 242, 247), dark: rgb(28, 28, 30))
    /// The adaptable tertiary system background colour: rgb(255, 255, 255) in light mode, rgb(44, 44, 46) in dark.
    public static let tertiarySystemBackground = system("tertiarySystemBackground", light: rgb(255, 255, 255), dark: rgb(44, 44, 46))
    /// The adaptable system grouped background colour: rgb(242, 242, 247) in light mode, rgb(0, 0, 0) in dark.
    public static let systemGroupedBackground = system("systemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(0, 0, 0))
    /// The adaptable secondary system grouped background colour: rgb(255, 255, 255) in light mode, rgb(28, 28, 30) in dark.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
    /// The adaptable tertiary system grouped background colour: rgb(242, 242, 247) in light mode, rgb(44, 44, 46) in dark.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", light: rgb(242, 242, 247), dark: rgb(44, 44, 46))
    /// The adaptable system fill colour: rgb(120, 120, 128, 0.2) in light mode, rgb(120, 120, 128, 0.36) in dark.
    public static let systemFill = system("systemFill", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    /// The adaptable secondary system fill colour: rgb(120, 120, 128, 0.16) in light mode, rgb(120, 120, 128, 0.32) in dark.
    public static let secondarySystemFill = system("secondarySystemFill", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    /// The adaptable tertiary system fill colour: rgb(118, 118, 128, 0.12) in light mode, rgb(118, 118, 128, 0.24) in dark.
    public static let tertiarySystemFill = system("tertiarySystemFill", light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
    /// The adaptable quaternary system fill colour: rgb(116, 116, 128, 0.08) in light mode, rgb(118, 118, 128, 0.18) in dark.
    public static let quaternarySystemFill = system("quaternarySystemFill", light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

    /// The tint colour of the context it is used in; resolved on its own, system blue.
    public static let tintColor = system("tintColor", light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
                                         lightHighContrast: rgb(0, 64, 221), darkHighContrast: rgb(64, 156, 255))
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Whether the user asked for higher contrast (Increase Contrast).
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// The weight the person wants text drawn at (the Bold Text setting).
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    case unspecified = -1
    /// Text at the weights the app asks for.
    case regular = 0
    /// Heavier text, as the Bold Text setting asks.
    case bold = 1
}

/// The direction text and layout flow in.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A coarse measure of available width or height.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// The kind of device the interface runs on.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// Whether content sits at the base level or elevated (in a popover or sheet).
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

/// The user's preferred text size (Dynamic Type), smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// Posted when the user's preferred text size changes; `userInfo` has the new
    /// category under ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of ``didChangeNotification``'s new category.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every category in order of size.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    var order: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { order >= Self.ordered.firstIndex(of: .accessibilityMedium)! }

    /// Orders categories from the smallest text size to the largest.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }
}

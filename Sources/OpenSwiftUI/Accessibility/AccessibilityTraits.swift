import Foundation

/// What kind of element a view is for screen readers: a button, a header, a selected
/// item and so on. Add and remove them with `accessibilityAddTraits(_:)` and
/// `accessibilityRemoveTraits(_:)`.
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    let traits: UIAccessibilityTraits

    init(_ traits: UIAccessibilityTraits) { self.traits = traits }

    public init() { traits = [] }

    public static let isButton = AccessibilityTraits(.button)
    public static let isHeader = AccessibilityTraits(.header)
    public static let isSelected = AccessibilityTraits(.selected)
    public static let isLink = AccessibilityTraits(.link)
    public static let isSearchField = AccessibilityTraits(.searchField)
    public static let isImage = AccessibilityTraits(.image)
    public static let playsSound = AccessibilityTraits(.playsSound)
    public static let isKeyboardKey = AccessibilityTraits(.keyboardKey)
    public static let isStaticText = AccessibilityTraits(.staticText)
    public static let isSummaryElement = AccessibilityTraits(.summaryElement)
    public static let updatesFrequently = AccessibilityTraits(.updatesFrequently)
    public static let startsMediaSession = AccessibilityTraits(.startsMediaSession)
    public static let allowsDirectInteraction = AccessibilityTraits(.allowsDirectInteraction)
    public static let causesPageTurn = AccessibilityTraits(.causesPageTurn)
    public static let isToggle = AccessibilityTraits(.toggleButton)
    public static let isTabBar = AccessibilityTraits(.tabBar)

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(traits.union(other.traits)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(traits.intersection(other.traits)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(traits.symmetricDifference(other.traits))
    }
    public func contains(_ member: AccessibilityTraits) -> Bool { traits.contains(member.traits) }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        self = union(newMember)
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        self = AccessibilityTraits(traits.subtracting(member.traits))
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        self = union(newMember)
        return had ? newMember : nil
    }

    public mutating func formUnion(_ other: AccessibilityTraits) { self = union(other) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { self = intersection(other) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { self = symmetricDifference(other) }
}

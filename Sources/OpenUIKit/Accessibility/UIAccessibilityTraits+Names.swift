import Foundation

extension UIAccessibilityTraits {
    /// The traits' names in a fixed order, as tests and accessibility snapshots print them:
    /// `["button", "selected"]`. An OpenUIKit addition.
    public var names: [String] {
        Self.named.compactMap { contains($0.trait) ? $0.name : nil }
    }

    private static let named: [(trait: UIAccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.searchField, "searchField"), (.image, "image"),
        (.staticText, "staticText"), (.header, "header"), (.tabBar, "tabBar"), (.adjustable, "adjustable"),
        (.toggleButton, "toggleButton"), (.keyboardKey, "keyboardKey"), (.selected, "selected"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.playsSound, "playsSound"),
        (.startsMediaSession, "startsMediaSession"), (.summaryElement, "summaryElement"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.supportsZoom, "supportsZoom"),
    ]
}

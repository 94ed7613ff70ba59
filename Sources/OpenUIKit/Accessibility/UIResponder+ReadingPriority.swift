import Foundation

extension UIResponder {
    /// Where this object comes among its siblings in VoiceOver's reading order: higher
    /// first, equal ones by position. SwiftUI's `accessibilitySortPriority` sets it.
    package var accessibilityReadingPriority: Double {
        get { accessibilityAttributes.readingPriority }
        set {
            guard newValue != accessibilityReadingPriority else { return }
            accessibilityAttributes.readingPriority = newValue.isFinite ? newValue : 0
        }
    }
}

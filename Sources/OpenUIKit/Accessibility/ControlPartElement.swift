import Foundation

/// An accessibility element for a part of a control that is not a view of its own (a
/// segment, a stepper's half): the control describes it and says what activating it does.
@MainActor
final class ControlPartElement: UIAccessibilityElement {
    /// What VoiceOver's double tap on the part does; returns whether it did something.
    var onActivate: () -> Bool = { false }

    override func accessibilityActivate() -> Bool { onActivate() }

    /// Describes the part as it is now.
    func update(label: String?, value: String? = nil, traits: UIAccessibilityTraits, frame: CGRect) {
        accessibilityLabel = label
        accessibilityValue = value
        accessibilityTraits = traits
        accessibilityFrameInContainerSpace = frame
    }

    /// `count` parts of `container`, reusing `existing` so screen readers keep their
    /// references while the count stays the same.
    static func parts(_ existing: [ControlPartElement], count: Int, of container: UIView) -> [ControlPartElement] {
        guard existing.count != count else { return existing }
        return (0..<count).map { index in
            existing.indices.contains(index) ? existing[index] : ControlPartElement(accessibilityContainer: container)
        }
    }
}

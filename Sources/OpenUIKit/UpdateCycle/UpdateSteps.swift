/// The steps of UIKit's update pass, in the order one view runs them.
struct UpdateSteps: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// Recompute traits; deliver changes.
    static let traits = UpdateSteps(rawValue: 1 << 0)
    /// The view controller's `updateProperties()`.
    static let controllerProperties = UpdateSteps(rawValue: 1 << 1)
    /// The view's `updateProperties()`.
    static let properties = UpdateSteps(rawValue: 1 << 2)
    /// `updateConstraints()` (and the controller's `updateViewConstraints()`).
    static let constraints = UpdateSteps(rawValue: 1 << 3)
    /// `layoutSubviews()` with the controller's will/did-layout callbacks.
    static let layout = UpdateSteps(rawValue: 1 << 4)
    /// `draw(_:)`.
    static let display = UpdateSteps(rawValue: 1 << 5)

    /// The steps of the top-down layout phase.
    static let layoutPhase: UpdateSteps = [.traits, .controllerProperties, .properties, .constraints, .layout]
    static let all: UpdateSteps = [.layoutPhase, .display]

    /// A stable index for per-step storage.
    var index: Int { rawValue.trailingZeroBitCount }
    /// How many indices per-step storage needs.
    static let indexCount = all.rawValue.bitWidth - all.rawValue.leadingZeroBitCount

    /// The method a step runs, for reports.
    var methodName: String {
        switch self {
        case .traits: "traitCollectionDidChange(_:)"
        case .controllerProperties: "UIViewController.updateProperties()"
        case .properties: "updateProperties()"
        case .constraints: "updateConstraints()"
        case .layout: "layoutSubviews()"
        case .display: "draw(_:)"
        default: "update pass"
        }
    }
}

import Foundation

/// How a presented view controller shows on screen.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen; the presenting content is hidden once the transition ends.
    case fullScreen = 0
    /// A sheet (`UISheetPresentationController`).
    case pageSheet = 1
    /// A sheet; on a phone the same as `.pageSheet`.
    case formSheet = 2
    /// Covers the view of the nearest controller that `definesPresentationContext` (the
    /// window's root controller when none does); its content is hidden once the
    /// transition ends.
    case currentContext = 3
    /// A presentation shaped by the presentation controller the `transitioningDelegate`
    /// supplies (alert controllers bring their own); without one it covers the screen over
    /// the presenting content.
    case custom = 4
    /// Covers the screen over the presenting content, which stays in place.
    case overFullScreen = 5
    /// Covers the view of the nearest controller that `definesPresentationContext`, over
    /// its content, which stays in place.
    case overCurrentContext = 6
    /// A popover (`UIPopoverPresentationController`) anchored to a source item; in a
    /// compact environment it adapts to a sheet unless its delegate asks for `.none`.
    case popover = 7
    /// No adaptation (a delegate's answer), or no presentation.
    case none = -1
    /// The system's choice: a page sheet.
    case automatic = -2
}

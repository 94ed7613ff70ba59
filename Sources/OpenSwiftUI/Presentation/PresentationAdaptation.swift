import Foundation

/// What a presentation becomes where space is compact (an iPhone's width).
public struct PresentationAdaptation: Sendable, Equatable {
    let modalPresentationStyle: UIModalPresentationStyle?

    /// The system's choice: a popover becomes a sheet.
    public static let automatic = PresentationAdaptation(modalPresentationStyle: nil)
    /// Keeps the presentation as it is.
    public static let none = PresentationAdaptation(modalPresentationStyle: UIModalPresentationStyle.none)
    /// A popover.
    public static let popover = PresentationAdaptation(modalPresentationStyle: UIModalPresentationStyle.none)
    /// A sheet.
    public static let sheet = PresentationAdaptation(modalPresentationStyle: .pageSheet)
    /// A cover over the whole screen.
    public static let fullScreenCover = PresentationAdaptation(modalPresentationStyle: .fullScreen)
}

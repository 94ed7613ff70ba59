import Foundation

/// A toolbar's delegate: it can place the bar (see `UIBarPositioningDelegate`).
@preconcurrency @MainActor
public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

import Foundation

/// How a dragged item's preview is drawn: its visible path and background.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

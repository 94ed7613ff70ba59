import Foundation

/// Everything the update cycle keeps about one view, in one place: which steps it and its
/// subtree need, which subviews lead to them, the run numbers of its tracked methods, and
/// the per-pass run counts that stop self-invalidating methods.
///
/// Owned by the update cycle (`UIView+UpdateCycle.swift` requests steps, `UpdatePass` runs
/// and clears them); nothing else writes it.
struct ViewUpdateState {
    /// Steps this view must run in the next pass.
    var pendingSteps: UpdateSteps = []
    /// Steps pending in this view or any descendant.
    var subtreeSteps: UpdateSteps = []
    /// Run numbers of the tracked methods, to ignore changes seen by superseded runs.
    var trackingGenerations = PerStepCounters<UInt32>()
    /// Steps whose methods record their own Observation dependencies (a SwiftUI hosting
    /// view tracks each view body apart), so the update cycle does not track them whole.
    var selfTrackedSteps: UpdateSteps = []
    /// Steps whose last run read `traitCollection`; a trait change invalidates them.
    var traitDependentSteps: UpdateSteps = []
    /// Subviews whose subtree has pending layout-phase steps, so a pass never scans clean siblings.
    var layoutDirtySubviews: [UIView] = []
    /// Subviews whose subtree needs display.
    var displayDirtySubviews: [UIView] = []
    /// Whether this view is in its superview's `layoutDirtySubviews`.
    var isInLayoutDirtyList = false
    /// Whether this view is in its superview's `displayDirtySubviews`.
    var isInDisplayDirtyList = false
    /// The update pass whose runs `passRuns` counts.
    var passSerial: UInt32 = 0
    /// Runs of each step in pass `passSerial`.
    var passRuns = PerStepCounters<UInt16>()
}

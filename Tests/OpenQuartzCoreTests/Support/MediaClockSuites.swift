import OpenUIKitTesting
import Testing

/// Suites that set the media clock nest here: each of their tests gets a clock of its own,
/// so they run in parallel with everything else.
@Suite(.manualClock) enum MediaClockSuites {}

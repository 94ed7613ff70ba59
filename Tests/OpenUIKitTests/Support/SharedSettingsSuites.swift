import Testing

/// Suites that change process-wide settings (simulated accessibility settings, which are
/// process-wide on iOS too, and the process's clock) or depend on them (glass renders by
/// Reduce Transparency and Increase Contrast, and adapts its look over real time) nest
/// here, so they run one after another instead of in parallel. Suites that only step time
/// take the `.manualClock` trait instead: a clock of each test's own.
@Suite(.serialized) enum SharedSettingsSuites {}

import Testing

/// Suites that change process-wide settings (simulated accessibility settings, the test
/// clock) or depend on them (glass that materializes in an animation renders by the clock)
/// nest here, so they run one after another instead of in parallel.
@Suite(.serialized) enum SharedSettingsSuites {}

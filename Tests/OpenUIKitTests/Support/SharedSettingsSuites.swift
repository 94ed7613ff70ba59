import Testing

/// Suites that change process-wide settings (simulated accessibility settings) nest here,
/// so they run one after another instead of in parallel.
@Suite(.serialized) enum SharedSettingsSuites {}

import Testing

/// Suites that set the media clock (process-wide) nest here, so they run one after another.
@Suite(.serialized) enum MediaClockSuites {}

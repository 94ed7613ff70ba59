import Testing

/// Suites that drag between X11 windows nest here, so they run one after another: the
/// X server has one `XdndSelection`, and two drags at once would each take it from the other.
@Suite(.serialized) enum X11DragSuites {}

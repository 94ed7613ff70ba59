import Foundation

/// What gestures' observers are to be told after one touch event, held until the
/// recognizer knows whether its gesture has the touch: actions run only for the gesture
/// that wins; resets (a ``GestureState`` going back) run either way.
@MainActor
enum GestureReports {
    private static var collecting: [(reset: Bool, report: () -> Void)]?

    /// Adds a report to the event being handled (runs it at once outside one).
    static func add(reset: Bool = false, _ report: @escaping () -> Void) {
        guard collecting != nil else { return report() }
        collecting?.append((reset, report))
    }

    /// Runs `event`, returning its result and the reports it made.
    static func collect<Result>(_ event: () -> Result) -> (Result, [(reset: Bool, report: () -> Void)]) {
        let outer = collecting
        collecting = []
        let result = event()
        let reports = collecting ?? []
        collecting = outer
        return (result, reports)
    }
}

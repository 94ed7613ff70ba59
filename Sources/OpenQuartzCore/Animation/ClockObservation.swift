/// A frame observer registered with a ``MediaClock``; cancelling removes it from that
/// clock, whichever clock is current when it is cancelled.
@MainActor
package struct ClockObservation {
    let clock: MediaClock
    let id: Int

    /// Stops the observer; cancelling twice does nothing.
    package func cancel() { clock.removeObserver(id: id) }
}

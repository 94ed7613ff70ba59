/// Something the refresh timer drives.
@MainActor
protocol FramePresenter: AnyObject {
    /// Runs one display refresh; returns whether more refreshes are needed (`false`: the
    /// timer may sleep until the presenter asks for a frame).
    @discardableResult
    func refresh() -> Bool
}

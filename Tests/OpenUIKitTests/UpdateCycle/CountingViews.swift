import OpenUIKit

@Observable
final class CounterModel {
    var title = "start"
    var width: CGFloat = 100
    var color = UIColor.systemBlue
    var showsDetail = false
    var detail = "detail"
}

/// Counts every update method and reads from the model where a test asks it to.
final class CountingView: UIView {
    var model: CounterModel?
    var propertiesRuns = 0, constraintsRuns = 0, layoutRuns = 0, drawRuns = 0
    var readInProperties: ((CounterModel) -> Void)?
    var readInLayout: ((CounterModel) -> Void)?
    var readInDraw: ((CounterModel) -> Void)?
    var readInConstraints: ((CounterModel) -> Void)?
    var constraintBased = false
    var lastStyle: UIUserInterfaceStyle?

    override func updateProperties() {
        super.updateProperties()
        propertiesRuns += 1
        if let model { readInProperties?(model) }
    }

    override func updateConstraints() {
        constraintsRuns += 1
        if let model { readInConstraints?(model) }
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRuns += 1
        if let model { readInLayout?(model) }
    }

    override func draw(_ rect: CGRect) {
        drawRuns += 1
        if let model { readInDraw?(model) }
    }

    var counts: [Int] { [propertiesRuns, layoutRuns, drawRuns] }
}

final class ConstraintCountingView: UIView {
    var model: CounterModel?
    var constraintsRuns = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        constraintsRuns += 1
        _ = model?.width
        super.updateConstraints()
    }
}

@MainActor
func makeWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    return window
}

/// A counting view bound to a fresh model, reading it in `updateProperties()` through `read`.
@MainActor
func makeBoundView(reading read: @escaping (CounterModel) -> Void = { _ = $0.title }) -> (CountingView, CounterModel) {
    let model = CounterModel()
    let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    view.model = model
    view.readInProperties = read
    return (view, model)
}

/// The same, shown in a window after its first pass.
@MainActor
func showBoundView(reading read: @escaping (CounterModel) -> Void = { _ = $0.title }) async -> (UIWindow, CountingView, CounterModel) {
    let window = makeWindow()
    let (view, model) = makeBoundView(reading: read)
    window.addSubview(view)
    await window.waitForScheduledUpdates()
    return (window, view, model)
}

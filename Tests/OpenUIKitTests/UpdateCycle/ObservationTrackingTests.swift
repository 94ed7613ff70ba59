import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite(.serialized) struct ObservationTrackingTests {
    @Test func firstPassRunsEachMethodOnce() {
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 1 && view.layoutRuns == 1)
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 1 && view.layoutRuns == 1)
    }

    @Test func changeReadInUpdatePropertiesRerunsOnlyUpdateProperties() {
        let (view, model) = makeBoundView()
        view.layoutIfNeeded()
        model.title = "changed"
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 2)
        #expect(view.layoutRuns == 1)
        // A property nobody read changes nothing.
        model.width = 300
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 2 && view.layoutRuns == 1)
    }

    @Test func updatePropertiesIfNeededRunsOnlyProperties() {
        let (view, model) = makeBoundView()
        view.updatePropertiesIfNeeded()
        #expect(view.propertiesRuns == 1 && view.layoutRuns == 0)
        model.title = "again"
        view.updatePropertiesIfNeeded()
        #expect(view.propertiesRuns == 2 && view.layoutRuns == 0)
    }

    @Test func changeReadInLayoutSubviewsRerunsOnlyLayout() {
        let model = CounterModel()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.model = model
        view.readInLayout = { _ = $0.width }
        view.layoutIfNeeded()
        model.width = 120
        view.layoutIfNeeded()
        #expect(view.layoutRuns == 2 && view.propertiesRuns == 1)
    }

    @Test func changeReadInUpdateConstraintsRerunsConstraints() {
        let model = CounterModel()
        let view = ConstraintCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.model = model
        view.updateConstraintsIfNeeded()
        #expect(view.constraintsRuns == 1)
        #expect(!view.needsUpdateConstraints())
        model.width = 10
        #expect(view.needsUpdateConstraints() == false)  // delivered when an update runs
        view.updateConstraintsIfNeeded()
        #expect(view.constraintsRuns == 2)
    }

    @Test func changeReadInDrawRedrawsOnly() async {
        let window = makeWindow()
        let model = CounterModel()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.model = model
        view.readInDraw = { model in
            model.color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        window.addSubview(view)
        await window.waitForScheduledUpdates()
        #expect(view.counts == [1, 1, 1])
        #expect(view.layer.contents is CGImage)
        model.color = .systemRed
        await window.waitForScheduledUpdates()
        #expect(view.counts == [1, 1, 2])
    }

    @Test func tenChangesBeforeAPassGiveOneRun() async {
        let (window, view, model) = await showBoundView { _ = ($0.title, $0.width) }
        #expect(view.propertiesRuns == 1)
        for i in 0..<10 {
            model.title = "title \(i)"
            model.width = CGFloat(i)
        }
        await window.waitForScheduledUpdates()
        #expect(view.propertiesRuns == 2)
        #expect(view.layoutRuns == 1 && view.drawRuns == 1)
    }

    @Test func dependenciesAreCollectedAfreshEachRun() {
        let model = CounterModel()
        model.showsDetail = true
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.model = model
        view.readInProperties = { model in
            if model.showsDetail { _ = model.detail }
        }
        view.layoutIfNeeded()
        model.detail = "one"
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 2)
        model.showsDetail = false
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 3)
        // The branch no longer reads `detail`: changing it does nothing.
        model.detail = "two"
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 3)
    }

    @Test func changesOffTheMainActorAreDeliveredOnIt() async {
        let (window, view, model) = await showBoundView()
        let box = UncheckedBox(model)
        await Task.detached { box.value.title = "from a background task" }.value
        await window.waitForScheduledUpdates()
        #expect(view.propertiesRuns == 2)
    }

    @Test func viewsOutsideAWindowDoNoScheduledWork() async {
        let (window, view, model) = await showBoundView()
        view.removeFromSuperview()
        model.title = "while removed"
        await window.waitForScheduledUpdates()
        #expect(view.propertiesRuns == 1)
        // Back in the window, the pending change is applied once.
        window.addSubview(view)
        await window.waitForScheduledUpdates()
        #expect(view.propertiesRuns == 2)
    }

    @Test func releasingAViewCancelsItsTracking() async {
        let window = makeWindow()
        let model = CounterModel()
        weak var weakView: CountingView?
        do {
            let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            view.model = model
            view.readInProperties = { _ = $0.title }
            window.addSubview(view)
            await window.waitForScheduledUpdates()
            view.removeFromSuperview()
            weakView = view
        }
        #expect(weakView == nil)
        model.title = "nobody listens"
        await window.waitForScheduledUpdates()
        #expect(window.subviews.isEmpty)
    }

    @Test func trackingCanBeSwitchedOff() {
        let (view, model) = makeBoundView()
        UIView.isObservationTrackingEnabled = false
        defer { UIView.isObservationTrackingEnabled = true }
        view.layoutIfNeeded()
        model.title = "ignored"
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 1)
        view.setNeedsUpdateProperties()
        view.layoutIfNeeded()
        #expect(view.propertiesRuns == 2)
    }

    @Test func aMethodThatInvalidatesItselfIsStoppedAndReported() {
        final class Restless: UIView {
            var runs = 0
            override func layoutSubviews() {
                runs += 1
                setNeedsLayout()
            }
        }
        @MainActor final class Log {
            var reports: [UIUpdateLoopReport] = []
        }
        let log = Log()
        let view = Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIUpdateLoopReport.$handler.withValue({ log.reports.append($0) }) {
            view.layoutIfNeeded()
        }
        #expect(view.runs == UIUpdateLoopReport.repeatLimit)
        #expect(log.reports.count == 1)
        #expect(log.reports.first?.method == "layoutSubviews()")
        #expect(log.reports.first?.typeName.hasSuffix("Restless") == true)
        // The request was dropped: the next pass does not spin again.
        UIUpdateLoopReport.$handler.withValue({ log.reports.append($0) }) {
            view.layoutIfNeeded()
        }
        #expect(log.reports.count == 1)
    }

    @Test func traitReadsInvalidateOnTraitChange() async {
        let window = makeWindow()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.model = CounterModel()
        var styles: [UIUserInterfaceStyle] = []
        view.readInProperties = { [unowned view] _ in styles.append(view.traitCollection.userInterfaceStyle) }
        window.addSubview(view)
        await window.waitForScheduledUpdates()
        window.traitOverrides.userInterfaceStyle = .dark
        await window.waitForScheduledUpdates()
        #expect(styles == [.light, .dark])
        #expect(view.layoutRuns == 1)
    }
}

final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

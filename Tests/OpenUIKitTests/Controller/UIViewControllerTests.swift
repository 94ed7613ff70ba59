import Foundation
import Testing
@testable import OpenUIKit

@Observable
final class FilmDetailModel {
    var title = "Finding Nemo"
    var tagline = "There are 3.7 trillion fish in the ocean."
    var posterHeight: CGFloat = 120
}

/// The seed's controller shape: labels set in `updateProperties()`, geometry in the layout callbacks.
final class FilmDetailViewController: UIViewController {
    let model: FilmDetailModel
    let titleView = UIView()
    let posterView = UIView()
    var titles: [String] = []
    var propertiesRuns = 0, layoutRuns = 0, appearances: [String] = []

    init(model: FilmDetailModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleView)
        view.addSubview(posterView)
    }

    override func viewWillAppear(_ animated: Bool) { appearances.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { appearances.append("didAppear") }
    override func viewDidDisappear(_ animated: Bool) { appearances.append("didDisappear") }

    override func updateProperties() {
        super.updateProperties()
        propertiesRuns += 1
        titles.append(model.title)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutRuns += 1
        posterView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: model.posterHeight)
    }
}

@MainActor
@Suite struct UIViewControllerTests {
    @Test func viewLoadsLazilyOnce() {
        final class Loader: UIViewController {
            var loads = 0
            override func viewDidLoad() { loads += 1 }
        }
        let controller = Loader()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(controller.loads == 1 && controller.isViewLoaded)
    }

    @Test func seedStyleControllerUpdatesExactlyAsDescribed() async {
        let model = FilmDetailModel()
        let controller = FilmDetailViewController(model: model)
        let window = makeWindow()
        window.rootViewController = controller
        await window.waitForScheduledUpdates()
        #expect(controller.titles == ["Finding Nemo"])
        #expect(controller.layoutRuns == 1)
        #expect(controller.appearances == ["willAppear", "didAppear"])
        #expect(controller.view.frame == window.bounds)

        model.title = "Up"
        await window.waitForScheduledUpdates()
        #expect(controller.titles == ["Finding Nemo", "Up"])
        #expect(controller.layoutRuns == 1)  // a property change skips layout

        model.posterHeight = 200
        await window.waitForScheduledUpdates()
        #expect(controller.posterView.frame.height == 200)
        #expect(controller.propertiesRuns == 2)  // a geometry change skips updateProperties

        window.rootViewController = nil
        #expect(controller.appearances.last == "didDisappear")
    }

    @Test func controllerPropertiesCanBeRequestedByHand() {
        let controller = FilmDetailViewController(model: FilmDetailModel())
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.updatePropertiesIfNeeded()
        #expect(controller.propertiesRuns == 1)
        controller.setNeedsUpdateProperties()
        controller.updatePropertiesIfNeeded()
        #expect(controller.propertiesRuns == 2)
        #expect(controller.layoutRuns == 0)
    }

    @Test func traitOverridesOfAControllerReachItsViews() {
        let controller = FilmDetailViewController(model: FilmDetailModel())
        let window = makeWindow()
        window.rootViewController = controller
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.titleView.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)
    }

    @Test func childContainment() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.count == 1 && child.parent === parent)
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }
}

/// Reads the model in the controller's other tracked methods.
final class TrackedCallbacksController: UIViewController {
    let model = CounterModel()
    var didLayoutRuns = 0, constraintRuns = 0

    override func loadView() {
        view = ConstraintCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayoutRuns += 1
        _ = model.width
    }

    override func updateViewConstraints() {
        constraintRuns += 1
        _ = model.title
        super.updateViewConstraints()
    }
}

@MainActor
@Suite struct ControllerTrackingTests {
    @Test func didLayoutAndViewConstraintsAreTrackedOnTheAutomaticPath() async {
        let window = makeWindow()
        let controller = TrackedCallbacksController()
        window.rootViewController = controller
        await window.waitForScheduledUpdates()
        #expect(controller.didLayoutRuns == 1 && controller.constraintRuns == 1)
        controller.model.width = 42
        await window.waitForScheduledUpdates()
        #expect(controller.didLayoutRuns == 2 && controller.constraintRuns == 1)
        controller.model.title = "constraints"
        await window.waitForScheduledUpdates()
        #expect(controller.constraintRuns == 2 && controller.didLayoutRuns == 2)
    }
}

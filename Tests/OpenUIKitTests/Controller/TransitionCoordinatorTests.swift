import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A screen that fades a badge in alongside its arrival and notes when the arrival ended.
@MainActor
private final class ArrivingScreen: UIViewController {
    let badge = UIView(frame: CGRect(x: 20, y: 200, width: 40, height: 40))
    var journal: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.backgroundColor = .systemRed
        badge.alpha = 0
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let taken = transitionCoordinator?.animate(alongsideTransition: { context in
            self.badge.alpha = 1
            self.journal.append("alongside \(context.isAnimated) \(context.viewController(forKey: .to) === self)")
        }, completion: { context in
            self.journal.append("completed \(context.isCancelled)")
        })
        journal.append("taken \(taken ?? false)")
    }
}

@MainActor
@Suite("Transition coordinators", .manualClock)
struct TransitionCoordinatorTests {
    @Test func animationsRunAlongsideAPushAndCompletionsAfterIt() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = presentationScene(navigation)
        let screen = ArrivingScreen()
        navigation.pushViewController(screen, animated: true)
        #expect(screen.transitionCoordinator != nil && navigation.transitionCoordinator?.isAnimated == true)
        TestClock.advance(by: 0.1)
        let alpha = try #require(screen.badge.layer.presentation()).opacity
        #expect(alpha > 0.05 && alpha < 0.95, "the badge fades in with the push: \(alpha)")
        #expect(screen.journal == ["taken true", "alongside true true"], "queued, then run as the push starts: \(screen.journal)")
        finishTransitions(in: window)
        #expect(screen.journal.last == "completed false" && screen.transitionCoordinator == nil)
        // Without animation the animations apply at once and the completion follows.
        let still = ArrivingScreen()
        navigation.pushViewController(still, animated: false)
        #expect(still.badge.alpha == 1 && still.journal == ["taken true", "alongside false true", "completed false"], "\(still.journal)")
    }

    @Test func presentationsCoordinateToo() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let root = UIViewController()
        let window = presentationScene(root)
        let screen = ArrivingScreen()
        screen.modalPresentationStyle = .fullScreen
        root.present(screen, animated: true)
        #expect(screen.transitionCoordinator?.presentationStyle == .fullScreen && root.transitionCoordinator != nil)
        finishTransitions(in: window)
        #expect(screen.journal == ["taken true", "alongside true true", "completed false"], "\(screen.journal)")
        #expect(screen.transitionCoordinator == nil && root.transitionCoordinator == nil)
    }
}

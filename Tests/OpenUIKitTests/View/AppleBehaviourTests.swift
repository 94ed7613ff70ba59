import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// UIKit behaviours new users relied on and found missing.
@MainActor
@Suite("UIKit behaviours as Apple has them")
struct AppleBehaviourTests {
    @Test func sizeToFitKeepsTheFrameOrigin() {
        let label = UILabel()
        label.text = "Hello, world"
        label.sizeToFit()
        #expect(label.frame.origin == .zero, "a new label stays at the origin")
        #expect(label.frame.width > 40 && label.frame.height > 10)
        let placed = UILabel(frame: CGRect(x: 30, y: 40, width: 500, height: 200))
        placed.text = "Hi"
        placed.sizeToFit()
        #expect(placed.frame.origin == CGPoint(x: 30, y: 40))
        #expect(placed.frame.width < 100)
    }

    @Test func overrideUserInterfaceStyleForcesTheLookOnViewsControllersAndWindows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        window.rootViewController = controller
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle != .dark)
        window.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        controller.overrideUserInterfaceStyle = .light
        #expect(controller.overrideUserInterfaceStyle == .light)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        child.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitOverrides.userInterfaceStyle == .dark, "the same as a trait override")
        child.overrideUserInterfaceStyle = .unspecified
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }
}

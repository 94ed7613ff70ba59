import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// A screen that writes down each callback with the flags UIKit reports during it.
@MainActor
private final class FlagRecordingController: UIViewController {
    var entries: [String] = []

    private func record(_ name: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("toParent") }
        if isMovingFromParent { flags.append("fromParent") }
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        entries.append(flags.isEmpty ? name : "\(name)[\(flags.joined(separator: ","))]")
    }

    override func viewDidLoad() { entries.append("didLoad") }
    override func viewWillAppear(_ animated: Bool) { record("willAppear") }
    override func viewDidAppear(_ animated: Bool) { record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }
}

@MainActor
@Suite("Appearance callbacks: loading first, and why a screen comes and goes", .manualClock)
struct AppearanceCausesTests {
    private func scene(_ root: UIViewController) -> (UIWindow, UINavigationController) { navigationScene(root) }

    @Test func aPushLoadsTheViewBeforeItAppearsAndReportsTheMove() {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation) = scene(UIViewController())
        let pushed = FlagRecordingController()
        #expect(!pushed.isViewLoaded)
        navigation.pushViewController(pushed, animated: true)
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        window.layoutIfNeeded()
        #expect(pushed.entries == ["didLoad", "willAppear[toParent]", "didAppear[toParent]"], "\(pushed.entries)")
        #expect(!pushed.isMovingToParent, "the flag ends with the appearance")
        pushed.entries.removeAll()
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(pushed.entries == ["willDisappear[fromParent]", "didDisappear[fromParent]"], "\(pushed.entries)")
    }

    @Test func aCoveredScreenIsNotMovingAndAPresentationSaysSo() {
        let root = FlagRecordingController()
        let (window, navigation) = scene(root)
        root.entries.removeAll()
        let top = UIViewController()
        navigation.pushViewController(top, animated: false)
        #expect(root.entries == ["willDisappear", "didDisappear"], "\(root.entries)")
        let presented = FlagRecordingController()
        presented.modalPresentationStyle = .fullScreen
        navigation.present(presented, animated: false)
        window.layoutIfNeeded()
        #expect(presented.entries == ["didLoad", "willAppear[presented]", "didAppear[presented]"], "\(presented.entries)")
        presented.entries.removeAll()
        presented.dismiss(animated: false)
        window.layoutIfNeeded()
        #expect(presented.entries == ["willDisappear[dismissed]", "didDisappear[dismissed]"], "\(presented.entries)")
    }
}

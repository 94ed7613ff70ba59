import Foundation
import OpenUIKitHost
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// The desktop's settings reach apps as the traits, tint and accessibility settings a
/// device's would, live.
@MainActor
@Suite(.isolatedAccessibilitySettings) struct DesktopAppearanceTests {
    private func window() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.backgroundColor = .systemBackground
        _ = window.renderedImage()
        return (window, root.view)
    }

    @Test func darkModeFollowsTheDesktopLive() throws {
        let (window, view) = window()
        var heard: [UIUserInterfaceStyle] = []
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, _: UITraitCollection) in
            heard.append(view.traitCollection.userInterfaceStyle)
        }
        let light = try #require(window.renderedImage().cgImage).rgba(atX: 50, y: 30)
        DesktopAppearance.apply(HostDesktopSettings(colorScheme: .dark))
        window.layoutIfNeeded()
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(heard == [.dark], "views heard the change as a trait change")
        let dark = try #require(window.renderedImage().cgImage).rgba(atX: 50, y: 30)
        #expect(light.red > 240 && dark.red < 20, "systemBackground redrawn: \(light) then \(dark)")
        DesktopAppearance.apply(HostDesktopSettings(colorScheme: .noPreference))
        window.layoutIfNeeded()
        #expect(view.traitCollection.userInterfaceStyle != .dark)
    }

    @Test func theAccentColourIsTheDefaultTint() {
        let (window, view) = window()
        defer { withExtendedLifetime(window) {} }
        let button = UIButton(type: .system)
        view.addSubview(button)
        #expect(button.tintColor == .systemBlue)
        DesktopAppearance.apply(HostDesktopSettings(accentColor: .init(red: 0.9, green: 0.1, blue: 0.5)))
        let tint = button.tintColor.cgColor.components ?? []
        #expect(tint.count >= 3 && abs(tint[0] - 0.9) < 0.01 && abs(tint[2] - 0.5) < 0.01)
        button.tintColor = .systemGreen
        #expect(button.tintColor == .systemGreen, "a view's own tint still wins")
    }

    @Test func contrastAndMotionBecomeAccessibilitySettings() {
        let (window, view) = window()
        defer { withExtendedLifetime(window) {} }
        final class Count: @unchecked Sendable { var value = 0 }
        let notified = Count()
        let observer = NotificationCenter.default.addObserver(forName: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil, queue: nil) { _ in notified.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        DesktopAppearance.apply(HostDesktopSettings(highContrast: true, reduceMotion: true))
        view.window?.layoutIfNeeded()
        #expect(UIAccessibility.isDarkerSystemColorsEnabled && UIAccessibility.isReduceMotionEnabled)
        #expect(view.traitCollection.accessibilityContrast == .high)
        #expect(notified.value >= 1, "Increase Contrast's notification was posted")
    }

    @Test func theDesktopsTextSizeSetsDynamicType() {
        let (window, view) = window()
        defer { withExtendedLifetime(window) {} }
        #expect(DesktopAppearance.contentSizeCategory(forTextScale: 1) == .large)
        #expect(DesktopAppearance.contentSizeCategory(forTextScale: 1.25) == .extraExtraLarge)
        #expect(DesktopAppearance.contentSizeCategory(forTextScale: 0.8) == .extraSmall)
        #expect(DesktopAppearance.contentSizeCategory(forTextScale: 3) == .accessibilityExtraExtraExtraLarge)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        view.addSubview(label)
        _ = window.renderedImage()
        DesktopAppearance.apply(HostDesktopSettings(textScale: 1.25))
        view.window?.layoutIfNeeded()
        #expect(view.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(label.font.pointSize == 21, "body text at the larger size")
    }

    @Test func aTestsChangeLeavesOtherTestsWindowsAlone() async {
        // A window made by a task without this test's settings, as another test's would be.
        let other = await Task.detached { @MainActor in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return window
        }.value
        let (mine, _) = window()
        mine.layoutIfNeeded()
        DesktopAppearance.apply(HostDesktopSettings(textScale: 1.25))
        #expect(mine.updateScheduled, "this test's window updates")
        #expect(!other.updateScheduled, "another test's window does not: its pass would resolve traits with this test's settings")
    }
}

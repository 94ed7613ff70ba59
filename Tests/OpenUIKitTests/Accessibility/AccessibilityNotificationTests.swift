import Foundation
@testable @_spi(OpenUIKit) import OpenUIKit
import Testing

/// Screen reader status is process-wide: these run apart from other suites that set it.
extension SharedSettingsSuites {
    @MainActor
    @Suite(.serialized) struct AccessibilityNotificationTests {
        @Test func postedNotificationsReachObserversUntilCancelled() {
            var heard: [(UIAccessibility.Notification, String?)] = []
            let cancel = UIAccessibility.observePostedNotifications { heard.append(($0.notification, $0.spokenText)) }
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: UIView())
            UIAccessibility.post(notification: .pageScrolled, argument: NSAttributedString(string: "Page 2 of 5"))
            cancel()
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            #expect(heard.map(\.0) == [.announcement, .layoutChanged, .pageScrolled])
            #expect(heard.map(\.1) == ["Saved", nil, "Page 2 of 5"])
        }

        @Test func theScreenReaderStatusPostsItsNotification() {
            final class Count: @unchecked Sendable { var value = 0 }
            let count = Count()
            let token = NotificationCenter.default.addObserver(
                forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil) { _ in count.value += 1 }
            defer { NotificationCenter.default.removeObserver(token) }
            #expect(!UIAccessibility.isVoiceOverRunning)
            UIAccessibility.isScreenReaderRunning = true
            UIAccessibility.isScreenReaderRunning = true
            #expect(UIAccessibility.isVoiceOverRunning && count.value == 1)
            UIAccessibility.isScreenReaderRunning = false
            #expect(!UIAccessibility.isVoiceOverRunning && count.value == 2)
        }

        @Test func changedSettingsPostTheirStatusNotificationsOnlyWhenTheyChange() {
            final class Heard: @unchecked Sendable { var names: [NSNotification.Name] = [] }
            let heard = Heard()
            let names = [
                UIAccessibility.reduceTransparencyStatusDidChangeNotification,
                UIAccessibility.reduceMotionStatusDidChangeNotification,
                UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
            ]
            let tokens = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { heard.names.append($0.name) }
            }
            let original = UIAccessibility.simulatedSettings
            defer {
                UIAccessibility.setSimulatedSettings(original)
                tokens.forEach(NotificationCenter.default.removeObserver)
            }
            var settings = original
            settings.isReduceMotionEnabled.toggle()
            UIAccessibility.setSimulatedSettings(settings)
            UIAccessibility.setSimulatedSettings(settings)
            #expect(heard.names == [UIAccessibility.reduceMotionStatusDidChangeNotification])
            settings.isReduceTransparencyEnabled.toggle()
            settings.isDarkerSystemColorsEnabled.toggle()
            UIAccessibility.setSimulatedSettings(settings)
            #expect(heard.names == [names[1], names[0], names[2]])
        }
    }
}

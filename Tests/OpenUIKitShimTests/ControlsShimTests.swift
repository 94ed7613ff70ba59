import OpenUIKitShim
import Testing

/// The standard controls as iOS code writes them, with Apple's API only.
@MainActor
@Suite struct ControlsShimTests {
    @Test func switchesWorkWithApplesAPIOnly() {
        let reminders = UISwitch(frame: .zero)
        reminders.onTintColor = .systemBlue
        reminders.thumbTintColor = .white
        var changes = 0
        reminders.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        reminders.setOn(true, animated: true)
        #expect(reminders.isOn && changes == 0 && reminders.intrinsicContentSize.width > 0)
    }
}

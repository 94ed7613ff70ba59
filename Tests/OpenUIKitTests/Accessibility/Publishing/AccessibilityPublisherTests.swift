import Foundation
@testable @_spi(OpenUIKit) import OpenUIKit
import OpenUIKitHost
import Testing

/// A bridge that keeps what it is given, standing in for AT-SPI.
@MainActor
final class RecordingBridge: HostAccessibilityBridge {
    weak var actions: (any HostAccessibilityActions)?
    var isScreenReaderRunning = true
    var trees: [HostAccessibilityNode] = []
    var announcements: [String] = []
    var isClosed = false
    let fileDescriptor: Int32? = nil

    func publish(_ application: HostAccessibilityNode) { trees.append(application) }
    func announce(_ text: String) { announcements.append(text) }
    func processRequests() {}
    func close() { isClosed = true }

    /// The last tree's nodes under the window, depth first.
    var nodes: [HostAccessibilityNode] { trees.last?.children.first?.subtree.dropFirst().map { $0 } ?? [] }
    func node(named name: String) -> HostAccessibilityNode? { nodes.first { $0.name == name } }
}

/// Screen reader status is process-wide: these run apart from other suites that set it.
extension SharedSettingsSuites {
    @MainActor
    @Suite(.serialized) struct AccessibilityPublisherTests {
        @MainActor final class Screen {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            let title = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            let play = UIButton(type: .system)
            let toggle = UISwitch(frame: CGRect(x: 20, y: 120, width: 0, height: 0))
            let slider = UISlider(frame: CGRect(x: 20, y: 180, width: 300, height: 34))
            var plays = 0
            var changes = 0

            init() {
                window.screen = UIScreen(bounds: window.bounds, scale: 2)
                window.makeKeyAndVisible()
                title.text = "Ferns"
                play.setTitle("Water", for: .normal)
                play.frame = CGRect(x: 20, y: 60, width: 120, height: 44)
                play.addAction(UIAction { [unowned self] _ in plays += 1 }, for: .touchUpInside)
                toggle.accessibilityLabel = "Reminders"
                toggle.isOn = true
                slider.accessibilityLabel = "Light"
                slider.value = 0.25
                slider.addAction(UIAction { [unowned self] _ in changes += 1 }, for: .valueChanged)
                slider.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Reset") { [unowned slider] _ in
                    slider.value = 0
                    return true
                }]
                [title, play, toggle, slider].forEach(window.addSubview)
                window.layoutIfNeeded()
            }
        }

        @Test func theTreeCarriesRolesStatesValuesAndPixelFrames() throws {
            let screen = Screen()
            let bridge = RecordingBridge()
            let publisher = AccessibilityPublisher(bridge: bridge, window: screen.window, applicationName: "Garden")
            #expect(bridge.actions === publisher)
            let application = try #require(bridge.trees.last)
            #expect(application.role == .application && application.name == "Garden")
            let window = try #require(application.children.first)
            #expect(window.role == .window && window.states.contains(.active))
            #expect(window.frame == HostPixelRect(x: 0, y: 0, width: 780, height: 1200))
            #expect(bridge.nodes.map(\.role) == [.label, .button, .toggleButton, .slider])

            let title = try #require(bridge.node(named: "Ferns"))
            #expect(title.frame == HostPixelRect(x: 40, y: 40, width: 400, height: 60))
            #expect(title.actions.isEmpty && title.states.contains(.showing) && title.states.contains(.enabled))
            let toggle = try #require(bridge.node(named: "Reminders"))
            #expect(toggle.states.isSuperset(of: [.checkable, .checked, .focusable]))
            let slider = try #require(bridge.node(named: "Light"))
            #expect(slider.numericValue == HostAccessibilityValue(current: 0.25, minimum: 0, maximum: 1, step: 0))
            #expect(slider.actions == ["click", "increment", "decrement", "Reset"])
            #expect(slider.valueText == "25%")

            screen.play.isEnabled = false
            publisher.publish()
            #expect(bridge.node(named: "Water")?.states.contains(.enabled) == false)
        }

        @Test func anAlertIsPublishedAsAModalGroupHidingTheScreen() throws {
            let screen = Screen()
            let root = UIViewController()
            screen.window.rootViewController = root
            screen.window.layoutIfNeeded()
            let alert = UIAlertController(title: "Water the ferns?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Water", style: .default))
            root.present(alert, animated: false)
            screen.window.layoutIfNeeded()
            let bridge = RecordingBridge()
            _ = AccessibilityPublisher(bridge: bridge, window: screen.window, applicationName: "Garden")
            let modal = try #require(bridge.nodes.first { $0.states.contains(.modal) }, "\(bridge.nodes.map(\.role))")
            #expect(modal.role == .group)
            #expect(modal.subtree.contains { $0.name == "Water" && $0.role == .button })
            #expect(bridge.node(named: "Ferns") == nil, "what the alert covers is out of reach")
        }

        @Test func idsStayTheSameAcrossPublications() throws {
            let screen = Screen()
            let bridge = RecordingBridge()
            let publisher = AccessibilityPublisher(bridge: bridge, window: screen.window, applicationName: "Garden")
            let before = bridge.nodes.map(\.id)
            screen.title.text = "Mosses"
            publisher.publish()
            #expect(bridge.nodes.map(\.id) == before)
            #expect(Set(before).count == before.count && !before.contains(0))
            #expect(bridge.node(named: "Mosses")?.id == before[0])
        }

        @Test func screenReaderRequestsActOnTheViews() throws {
            let screen = Screen()
            let bridge = RecordingBridge()
            let publisher = AccessibilityPublisher(bridge: bridge, window: screen.window, applicationName: "Garden")
            let button = try #require(bridge.node(named: "Water"))
            #expect(publisher.perform(action: 0, on: button.id))
            #expect(screen.plays == 1)

            let slider = try #require(bridge.node(named: "Light"))
            #expect(publisher.setValue(0.75, on: slider.id))
            #expect(screen.slider.value == 0.75 && screen.changes == 1)
            #expect(!publisher.setValue(.nan, on: slider.id))
            #expect(publisher.perform(action: 1, on: slider.id))
            #expect(screen.slider.value > 0.75)
            #expect(publisher.perform(action: 3, on: slider.id))
            #expect(screen.slider.value == 0)
            #expect(!publisher.perform(action: 9, on: slider.id))
            #expect(!publisher.perform(action: 0, on: 999_999))

            let toggle = try #require(bridge.node(named: "Reminders"))
            #expect(publisher.perform(action: 0, on: toggle.id))
            #expect(!screen.toggle.isOn)
            publisher.publish()
            #expect(bridge.node(named: "Reminders")?.states.contains(.checked) == false)
        }

        @Test func announcementsAndScreenChangesReachTheBridge() {
            let screen = Screen()
            let bridge = RecordingBridge()
            let publisher = AccessibilityPublisher(bridge: bridge, window: screen.window, applicationName: "Garden")
            UIAccessibility.post(notification: .announcement, argument: "Watered")
            #expect(bridge.announcements == ["Watered"])
            let published = bridge.trees.count
            // A frame that changed right after a publication waits for the interval...
            publisher.frameDidUpdate(changed: true)
            #expect(bridge.trees.count == published)
            // ...but a screen change is published at once.
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            #expect(bridge.trees.count == published + 1)
            #expect(UIAccessibility.isVoiceOverRunning)
            publisher.close()
            #expect(bridge.isClosed && !UIAccessibility.isVoiceOverRunning)
            UIAccessibility.post(notification: .announcement, argument: "Unheard")
            #expect(bridge.announcements == ["Watered"])
        }

        @Test func everyOpenWindowIsPublishedAndActedOnInItsOwnWindow() throws {
            let first = Screen(), second = Screen()
            second.title.text = "Mosses"
            second.window.layoutIfNeeded()
            let bridge = RecordingBridge()
            var shown = [first.window]
            let publisher = AccessibilityPublisher(bridge: bridge, windows: { shown }, applicationName: "Garden")
            #expect(bridge.trees.last?.children.count == 1)
            shown.append(second.window)
            publisher.windowsChanged()
            #expect(publisher.needsPublish, "the next frame publishes the new window")
            publisher.publish()
            let application = try #require(bridge.trees.last)
            #expect(application.children.count == 2, "a window node for each open window")
            #expect(application.children.map { $0.states.contains(.active) } == [false, true], "the key window is the active one")
            let secondWindow = application.children[1]
            #expect(publisher.window(withID: secondWindow.id) === second.window)
            let names = secondWindow.subtree.map(\.name)
            #expect(names.contains("Mosses") && !names.contains("Ferns"), "each window holds its own views")
            let button = try #require(secondWindow.subtree.first { $0.role == .button })
            #expect(publisher.perform(action: 0, on: button.id))
            #expect(second.plays == 1 && first.plays == 0, "activation taps in the element's own window")
        }
    }
}

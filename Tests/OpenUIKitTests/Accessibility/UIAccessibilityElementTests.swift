import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct UIAccessibilityElementTests {
    /// A chart that draws its bars itself and names each to VoiceOver.
    private func chart(in window: UIWindow) -> (UIView, [UIAccessibilityElement]) {
        let chart = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 200))
        window.addSubview(chart)
        let bars = ["March", "April"].enumerated().map { index, month in
            let bar = UIAccessibilityElement(accessibilityContainer: chart)
            bar.accessibilityLabel = month
            bar.accessibilityValue = "\(42 + index) steps"
            bar.accessibilityFrameInContainerSpace = CGRect(x: 20 + CGFloat(index) * 50, y: 20, width: 30, height: 100)
            return bar
        }
        chart.accessibilityElements = bars
        return (chart, bars)
    }

    @Test func anElementIsReadByDefaultAndKnowsItsContainer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let (chart, bars) = chart(in: window)
        #expect(bars[0].isAccessibilityElement)
        #expect(bars[0].accessibilityContainer === chart)
        #expect(!chart.isAccessibilityElement)
        #expect(UIAccessibilityElement(accessibilityContainer: chart).accessibilityFrameInContainerSpace.isNull)
    }

    @Test func aFrameInContainerSpaceFollowsTheContainerOnScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let (chart, bars) = chart(in: window)
        #expect(bars[1].accessibilityFrame == CGRect(x: 110, y: 120, width: 30, height: 100))
        chart.frame.origin.y = 300
        #expect(bars[1].accessibilityFrame == CGRect(x: 110, y: 320, width: 30, height: 100))
        #expect(bars[1].accessibilityActivationPoint == CGPoint(x: 125, y: 370))

        // A frame in screen coordinates replaces the container-space one, and back.
        bars[1].accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(bars[1].accessibilityFrameInContainerSpace.isNull)
        #expect(bars[1].accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        bars[1].accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(bars[1].accessibilityFrame == CGRect(x: 40, y: 300, width: 10, height: 10))
    }

    @Test func theContainerAnswersCountsIndicesAndElements() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let (chart, bars) = chart(in: window)
        #expect(chart.accessibilityElementCount() == 2)
        #expect(chart.accessibilityElement(at: 1) as AnyObject === bars[1])
        #expect(chart.accessibilityElement(at: 2) == nil && chart.accessibilityElement(at: -1) == nil)
        #expect(chart.index(ofAccessibilityElement: bars[1]) == 1)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(UIView().accessibilityElementCount() == 0)
        chart.accessibilityContainerType = .dataTable
        #expect(chart.accessibilityContainerType == .dataTable)
    }

    @Test func appsOverrideTheProtocolAsOnIOS() {
        /// A view that vends its elements through the counting methods, as older UIKit
        /// code does, and handles activation and escape itself.
        final class Board: UIView {
            var activations = 0
            lazy var cells: [UIAccessibilityElement] = (0..<3).map { index in
                let cell = UIAccessibilityElement(accessibilityContainer: self)
                cell.accessibilityLabel = "Square \(index + 1)"
                cell.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 40, y: 0, width: 40, height: 40)
                return cell
            }
            override func accessibilityElementCount() -> Int { cells.count }
            override func accessibilityElement(at index: Int) -> Any? { cells[index] }
            override func accessibilityActivate() -> Bool { activations += 1; return true }
            override func accessibilityPerformEscape() -> Bool { true }
            override var accessibilityLabel: String? {
                get { "Board" }
                set {}
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let board = Board(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        window.addSubview(board)
        #expect(window.voiceOverOrder.compactMap(\.label) == ["Square 1", "Square 2", "Square 3"])
        #expect(board.accessibilityActivate() && board.activations == 1)
        #expect(board.accessibilityPerformEscape() && !UIView().accessibilityPerformEscape())
        #expect(board.accessibilityLabel == "Board")
    }

    @Test func customActionsRunTheirHandlers() {
        let cell = UIView()
        var deleted = false
        cell.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Delete") { action in
                deleted = action.name == "Delete"
                return true
            },
            UIAccessibilityCustomAction(name: "Flag", image: UIImage(systemName: "star.fill")) { _ in false },
        ]
        let actions = cell.accessibilityCustomActions ?? []
        #expect(actions.map(\.name) == ["Delete", "Flag"])
        #expect(actions[0].actionHandler?(actions[0]) == true && deleted)
        #expect(actions[1].image != nil)
    }

    @Test func interactionAndVoiceControlDefaultsFollowTheTraits() {
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        #expect(button.accessibilityRespondsToUserInteraction)
        #expect(button.accessibilityUserInputLabels == ["Play"])
        let label = UILabel()
        label.text = "Title"
        #expect(!label.accessibilityRespondsToUserInteraction)
        label.accessibilityUserInputLabels = ["Heading", "Title"]
        #expect(label.accessibilityUserInputLabels == ["Heading", "Title"])
        #expect(label.accessibilityPath == nil)
        label.accessibilityPath = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(label.accessibilityPath != nil)
    }
}

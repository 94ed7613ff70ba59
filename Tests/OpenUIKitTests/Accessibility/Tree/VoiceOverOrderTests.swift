import Foundation
@testable import OpenUIKit
import Testing

@MainActor
@Suite struct VoiceOverOrderTests {
    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }

    private func label(_ text: String, _ frame: CGRect, in parent: UIView) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        parent.addSubview(label)
        return label
    }

    @Test func elementsAreReadInRowsFromTheLeadingEdgeWhateverTheViewOrder() {
        let window = window()
        _ = label("Third", CGRect(x: 20, y: 200, width: 100, height: 20), in: window)
        _ = label("Second", CGRect(x: 200, y: 102, width: 100, height: 20), in: window)
        _ = label("First", CGRect(x: 20, y: 100, width: 100, height: 30), in: window)
        let container = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        window.addSubview(container)
        _ = label("Fifth", CGRect(x: 200, y: 0, width: 100, height: 20), in: container)
        _ = label("Fourth", CGRect(x: 20, y: 5, width: 100, height: 20), in: container)
        #expect(window.voiceOverOrder.map(\.label) == ["First", "Second", "Third", "Fourth", "Fifth"])

        window.semanticContentAttribute = .forceRightToLeft
        #expect(window.voiceOverOrder.map(\.label) == ["Second", "First", "Third", "Fifth", "Fourth"])
    }

    @Test func hiddenTransparentAndHiddenFromAccessibilityViewsAreSkipped() {
        let window = window()
        _ = label("Shown", CGRect(x: 0, y: 0, width: 100, height: 20), in: window)
        label("Hidden", CGRect(x: 0, y: 30, width: 100, height: 20), in: window).isHidden = true
        label("Clear", CGRect(x: 0, y: 60, width: 100, height: 20), in: window).alpha = 0
        let decoration = UIView(frame: CGRect(x: 0, y: 90, width: 300, height: 40))
        window.addSubview(decoration)
        _ = label("Decorative", CGRect(x: 0, y: 0, width: 100, height: 20), in: decoration)
        decoration.accessibilityElementsHidden = true
        #expect(window.voiceOverOrder.map(\.label) == ["Shown"])
    }

    @Test func anElementHidesWhatIsInsideIt() {
        let window = window()
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        #expect(window.voiceOverOrder.map(\.label) == ["Play"])
        #expect(window.voiceOverOrder.first?.traits == .button)
    }

    @Test func aModalViewHidesItsSiblings() {
        let window = window()
        _ = label("Behind", CGRect(x: 0, y: 0, width: 100, height: 20), in: window)
        let alert = UIView(frame: CGRect(x: 40, y: 300, width: 300, height: 200))
        window.addSubview(alert)
        _ = label("Delete photo?", CGRect(x: 10, y: 10, width: 200, height: 20), in: alert)
        _ = label("In front", CGRect(x: 0, y: 600, width: 100, height: 20), in: window)
        alert.accessibilityViewIsModal = true
        #expect(window.voiceOverOrder.map(\.label) == ["Delete photo?"])
    }

    @Test func explicitElementsKeepTheirOrderAndAGroupIsReadWhole() {
        let window = window()
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(form)
        let top = label("Top", CGRect(x: 0, y: 0, width: 100, height: 20), in: form)
        let bottom = label("Bottom", CGRect(x: 0, y: 100, width: 100, height: 20), in: form)
        form.accessibilityElements = [bottom, top]
        #expect(window.voiceOverOrder.map(\.label) == ["Bottom", "Top"])

        // Two columns: grouped, each is read to its end before the next starts.
        let columns = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        window.addSubview(columns)
        for (x, names) in [(0, ["Name", "Ada"]), (200, ["Born", "1815"])] {
            let column = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 150, height: 100))
            columns.addSubview(column)
            for (row, name) in names.enumerated() {
                _ = label(name, CGRect(x: 0, y: CGFloat(row) * 40, width: 100, height: 20), in: column)
            }
        }
        #expect(window.voiceOverOrder.map(\.label).suffix(4) == ["Name", "Born", "Ada", "1815"])
        columns.subviews.forEach { $0.shouldGroupAccessibilityChildren = true }
        #expect(window.voiceOverOrder.map(\.label).suffix(4) == ["Name", "Ada", "Born", "1815"])
        #expect(window.accessibilityTree.children.count == 3)
    }

    /// Seed 003's stat card: an icon, a count and a caption read as three elements until
    /// the card is made one element with a label of its own.
    @Test func aCardMadeOneElementReadsAsOne() throws {
        let window = window()
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 120, height: 120))
        window.addSubview(card)
        let icon = UIImageView(image: UIImage(systemName: "star.fill"))
        icon.frame = CGRect(x: 45, y: 10, width: 30, height: 30)
        icon.isAccessibilityElement = true
        card.addSubview(icon)
        _ = label("42", CGRect(x: 10, y: 50, width: 100, height: 30), in: card)
        _ = label("Favorites", CGRect(x: 10, y: 85, width: 100, height: 20), in: card)
        #expect(window.voiceOverOrder.map(\.label) == ["Star", "42", "Favorites"])
        #expect(window.voiceOverOrder.first?.traits == .image)

        card.isAccessibilityElement = true
        card.accessibilityLabel = "Favorites: 42"
        let order = window.voiceOverOrder
        #expect(order.map(\.label) == ["Favorites: 42"])
        #expect(order.first?.frame == CGRect(x: 20, y: 100, width: 120, height: 120))
    }

    @Test func aTableCellReadsItsLabelsAsOneElementUnlessItHoldsAControl() {
        let window = window()
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        cell.contentConfiguration = content
        window.addSubview(cell)
        cell.layoutIfNeeded()
        #expect(window.voiceOverOrder.map(\.label) == ["Wi-Fi, Home"])
        cell.isSelected = true
        #expect(window.voiceOverOrder.first?.traits == .selected)

        let toggle = UISwitch()
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        // The switch is an element of its own, beside the labels, so the cell is a group.
        let order = window.voiceOverOrder
        #expect(order.compactMap(\.label) == ["Wi-Fi", "Home"])
        #expect(order.filter { $0.object === toggle }.map(\.value) == ["0"])
    }

    @Test func symbolImagesAndBarItemsSpeakTheirNames() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
        #expect(button.accessibilityLabel == "Square and arrow up")
        let add = UIBarButtonItem(systemItem: .add)
        #expect(add.systemItemSpokenName == "Add")
        add.accessibilityLabel = "New list"
        #expect(add.accessibilityLabel == "New list")
    }

    @Test func glassExposesItsContentNeverItself() {
        let window = window()
        let glass = UIVisualEffectView(effect: UIGlassEffect())
        glass.frame = CGRect(x: 20, y: 100, width: 300, height: 80)
        window.addSubview(glass)
        let container = UIVisualEffectView(effect: UIGlassContainerEffect())
        container.frame = CGRect(x: 20, y: 200, width: 300, height: 80)
        window.addSubview(container)
        _ = label("On glass", CGRect(x: 10, y: 10, width: 120, height: 20), in: glass.contentView)
        let button = UIButton(configuration: .glass())
        button.configuration?.title = "Share"
        button.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        container.contentView.addSubview(button)
        let order = window.voiceOverOrder
        #expect(order.map(\.label) == ["On glass", "Share"])
        #expect(!order.contains { $0.object === glass || $0.object === container })
        #expect(order.last?.traits == .button)
    }
}

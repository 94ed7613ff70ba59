import OpenUIKitShim
import Testing

/// A screen laid out the way seed 004 writes it, with Apple's API only: a full-screen
/// content view pinned by anchors, a stack of a title and a value, and a width preference
/// that gives way.
final class SummaryViewController: UIViewController {
    let content = UIView()
    let titleLabel = UILabel()
    let value = UILabel()
    lazy var row = UIStackView(arrangedSubviews: [titleLabel, value])

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        titleLabel.text = "Water"
        value.text = "1.2 L"
        titleLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        value.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        row.axis = .horizontal
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.topAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            row.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            row.topAnchor.constraint(equalToSystemSpacingBelow: content.safeAreaLayoutGuide.topAnchor, multiplier: 2),
        ])
    }
}

@MainActor
@Suite struct AutoLayoutShimTests {
    @Test func anchorsAndStackViewsLayOutWithApplesAPIOnly() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = SummaryViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.content.frame == window.bounds)
        #expect(controller.row.frame.minX == 8 && controller.row.frame.maxX == 382)
        #expect(controller.row.frame.minY == 16)
        #expect(controller.value.frame.maxX == controller.row.bounds.maxX)
        #expect(controller.titleLabel.frame.maxX + 8 == controller.value.frame.minX)
    }
}

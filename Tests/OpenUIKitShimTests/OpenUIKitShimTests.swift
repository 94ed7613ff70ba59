import OpenUIKitShim
import Testing

@Observable
final class ShimModel {
    var title = "Finding Nemo"
}

/// Seed-style code written against `import OpenUIKitShim` only.
final class ShimViewController: UIViewController {
    let model = ShimModel()
    let titleLabel = UILabel()
    var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
    }

    override func updateProperties() {
        super.updateProperties()
        titleLabel.text = model.title
        titles.append(model.title)
    }
}

@MainActor
@Suite struct OpenUIKitShimTests {
    @Test func uikitStyleCodeBuildsAndUpdates() {
        let controller = ShimViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        controller.model.title = "Up"
        controller.view.layoutIfNeeded()
        #expect(controller.titles == ["Finding Nemo", "Up"])
        #expect(controller.titleLabel.text == "Up")
    }
}

import Foundation
import Observation
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// One row's model.
@Observable
public final class RowModel {
    public var title: String
    public init(title: String) { self.title = title }
}

/// A row in SwiftUI: a square and a text that reads its model.
struct RowView: View {
    let model: RowModel
    let index: Int
    var body: some View {
        HStack(spacing: 8) {
            Rectangle().fill(index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 16, height: 16)
            Text(model.title)
            Spacer()
        }
        .frame(height: 22)
    }
}

struct RowsView: View {
    let models: [RowModel]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(models.indices, id: \.self) { RowView(model: models[$0], index: $0) }
        }
    }
}

/// The same row in UIKit: a square view and a label set in `updateProperties()`.
final class RowCell: UIView {
    let model: RowModel
    private let square = UIView()
    private let label = UILabel()

    init(model: RowModel, index: Int) {
        self.model = model
        super.init(frame: .zero)
        square.backgroundColor = index.isMultiple(of: 2) ? .systemBlue : .systemOrange
        addSubview(square)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func updateProperties() {
        super.updateProperties()
        label.text = model.title
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        square.frame = CGRect(x: 0, y: 3, width: 16, height: 16)
        let size = label.sizeThatFits(CGSize(width: bounds.width - 24, height: 22))
        label.frame = CGRect(x: 24, y: (22 - size.height) / 2, width: min(size.width, bounds.width - 24), height: size.height)
    }
}

/// A 390×844 window at 3x showing 1,000 rows in SwiftUI or UIKit: shared by the SwiftUI
/// benchmark and its profile harness.
@MainActor
public final class RowsScreen {
    public let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    public let models = (0..<1000).map { RowModel(title: "Row \($0)") }

    private init() {
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
    }

    public static func swiftUI() -> RowsScreen {
        let screen = RowsScreen()
        screen.window.rootViewController = UIHostingController(rootView: RowsView(models: screen.models))
        screen.window.makeKeyAndVisible()
        return screen
    }

    public static func uiKit() -> RowsScreen {
        let screen = RowsScreen()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let total = CGFloat(screen.models.count) * 22
        let top = (844 - total) / 2
        for (index, model) in screen.models.enumerated() {
            let cell = RowCell(model: model, index: index)
            cell.frame = CGRect(x: 16, y: top + CGFloat(index) * 22, width: 358, height: 22)
            controller.view.addSubview(cell)
        }
        screen.window.rootViewController = controller
        screen.window.makeKeyAndVisible()
        return screen
    }
}

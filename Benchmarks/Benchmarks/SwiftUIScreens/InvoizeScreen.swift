import Foundation
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// The invoice screens of the custom-glass walkthrough in a 390×844 window at 3x, written in
/// SwiftUI and again in UIKit: 60 invoice rows scrolling under glass chrome, either the
/// quick-actions strip (three buttons on one capsule of glass in a container) or a glass
/// header with a glass add button. Each frame scrolls the rows 12 points and renders.
@MainActor
public final class InvoizeScreen {
    /// The glass over the rows.
    public enum Chrome: Sendable {
        case quickActions, headerAndAddButton
    }

    public let window: UIWindow
    private var scrollView: UIScrollView!

    public init(swiftUI: Bool, chrome: Chrome) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        if swiftUI {
            window.rootViewController = UIHostingController(rootView: InvoizeView(chrome: chrome))
        } else {
            window.rootViewController = InvoizeController(chrome: chrome)
        }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        scrollView = Self.firstScrollView(in: window)
        window.updateFrame()
    }

    /// One frame of a scroll: the rows move 12 points (back to the top near the end).
    public func frame() {
        var offset = scrollView.contentOffset.y + 12
        if offset > scrollView.contentSize.height - scrollView.bounds.height - 12 { offset = 0 }
        scrollView.contentOffset = CGPoint(x: 0, y: offset)
        window.updateFrame()
    }

    private static func firstScrollView(in view: UIView) -> UIScrollView? {
        if let scroll = view as? UIScrollView { return scroll }
        for subview in view.subviews { if let found = firstScrollView(in: subview) { return found } }
        return nil
    }

    static let rowColors: [Color] = [.orange, .teal, .indigo, .pink, .green]
    static let rowCount = 60
}

// MARK: SwiftUI

private struct InvoizeView: View {
    let chrome: InvoizeScreen.Chrome

    var body: some View {
        ZStack(alignment: chrome == .quickActions ? .bottom : .top) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<InvoizeScreen.rowCount, id: \.self) { index in
                        InvoiceRow(index: index)
                    }
                }
            }
            switch chrome {
            case .quickActions:
                QuickActions()
            case .headerAndAddButton:
                Text("Invoices")
                    .font(.title2.weight(.bold))
                    .frame(maxWidth: .infinity, minHeight: 56)
                    .glassEffect(.regular, in: .rect(cornerRadius: 24))
                    .padding(.horizontal, 16)
                AddButton()
            }
        }
    }
}

private struct InvoiceRow: View {
    let index: Int
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(InvoizeScreen.rowColors[index % 5]).frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text("Invoice #\(1000 + index)").font(.headline)
                Text("Due in \(index % 30 + 1) days").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("$\(index * 37 % 900 + 100)").font(.body.monospacedDigit())
        }
        .padding(.horizontal, 16)
        .frame(height: 64)
    }
}

private struct QuickActions: View {
    var body: some View {
        GlassEffectContainer(spacing: 12) {
            HStack(spacing: 12) {
                QuickAction(systemName: "doc.badge.plus", label: "New")
                QuickAction(systemName: "square.and.arrow.up", label: "Send")
                QuickAction(systemName: "ellipsis", label: "More")
            }
            .glassEffect(.regular.interactive(), in: .capsule)
        }
        .padding(.horizontal, 16)
        .padding(.bottom, 12)
    }
}

private struct QuickAction: View {
    let systemName: String
    let label: String
    var body: some View {
        Button {} label: {
            VStack(spacing: 4) {
                Image(systemName: systemName).font(.title3)
                Text(label).font(.caption2.weight(.medium))
            }
            .frame(width: 64, height: 56)
        }
        .buttonStyle(.plain)
    }
}

private struct AddButton: View {
    var body: some View {
        Button {} label: {
            Image(systemName: "plus")
                .font(.title2.weight(.semibold))
                .frame(width: 60, height: 60)
        }
        .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 18))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        .padding(24)
    }
}

// MARK: UIKit

private final class InvoizeController: UIViewController {
    let chrome: InvoizeScreen.Chrome

    init(chrome: InvoizeScreen.Chrome) {
        self.chrome = chrome
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    private let rows = UIScrollView()
    private var glass: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(rows)
        let colors: [UIColor] = [.systemOrange, .systemTeal, .systemIndigo, .systemPink, .systemGreen]
        for index in 0..<InvoizeScreen.rowCount {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 64, width: 390, height: 64))
            let dot = UIView(frame: CGRect(x: 16, y: 12, width: 40, height: 40))
            dot.backgroundColor = colors[index % 5]
            dot.layer.cornerRadius = 20
            row.addSubview(dot)
            let title = UILabel(frame: CGRect(x: 68, y: 12, width: 200, height: 22))
            title.text = "Invoice #\(1000 + index)"
            title.font = .preferredFont(forTextStyle: .headline)
            row.addSubview(title)
            let due = UILabel(frame: CGRect(x: 68, y: 34, width: 200, height: 20))
            due.text = "Due in \(index % 30 + 1) days"
            due.font = .preferredFont(forTextStyle: .subheadline)
            due.textColor = .secondaryLabel
            row.addSubview(due)
            let amount = UILabel(frame: CGRect(x: 290, y: 21, width: 84, height: 22))
            amount.text = "$\(index * 37 % 900 + 100)"
            amount.textAlignment = .right
            row.addSubview(amount)
            rows.addSubview(row)
        }
        rows.contentSize = CGSize(width: 390, height: CGFloat(InvoizeScreen.rowCount) * 64)
        switch chrome {
        case .quickActions: addQuickActions()
        case .headerAndAddButton: addHeaderAndAddButton()
        }
    }

    private func addQuickActions() {
        let containerEffect = UIGlassContainerEffect()
        containerEffect.spacing = 12
        let container = UIVisualEffectView(effect: containerEffect)
        let strip = UIVisualEffectView(effect: {
            let effect = UIGlassEffect()
            effect.isInteractive = true
            return effect
        }())
        container.contentView.addSubview(strip)
        for (index, (symbol, title)) in [("doc.badge.plus", "New"), ("square.and.arrow.up", "Send"), ("ellipsis", "More")].enumerated() {
            var configuration = UIButton.Configuration.plain()
            configuration.image = UIImage(systemName: symbol)
            configuration.title = title
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: CGFloat(index) * 76, y: 0, width: 64, height: 56)
            strip.contentView.addSubview(button)
        }
        view.addSubview(container)
        glass = [container, strip]
    }

    private func addHeaderAndAddButton() {
        let header = UIVisualEffectView(effect: UIGlassEffect())
        header.cornerConfiguration = .fixed(24)
        let title = UILabel()
        title.text = "Invoices"
        title.font = .systemFont(ofSize: 22, weight: .bold)
        title.textAlignment = .center
        header.contentView.addSubview(title)
        let add = UIVisualEffectView(effect: {
            let effect = UIGlassEffect()
            effect.isInteractive = true
            return effect
        }())
        add.cornerConfiguration = .fixed(18)
        let plus = UIImageView(image: UIImage(systemName: "plus"))
        plus.frame = CGRect(x: 18, y: 18, width: 24, height: 24)
        add.contentView.addSubview(plus)
        view.addSubview(header)
        view.addSubview(add)
        glass = [header, add, title]
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        rows.frame = view.bounds
        let safe = view.safeAreaInsets
        switch chrome {
        case .quickActions:
            let width: CGFloat = 3 * 64 + 2 * 12
            glass[0].frame = CGRect(x: (view.bounds.width - width) / 2, y: view.bounds.height - safe.bottom - 12 - 56, width: width, height: 56)
            glass[1].frame = glass[0].bounds
        case .headerAndAddButton:
            glass[0].frame = CGRect(x: 16, y: safe.top, width: view.bounds.width - 32, height: 56)
            glass[2].frame = glass[0].bounds
            glass[1].frame = CGRect(x: view.bounds.width - 24 - 60, y: view.bounds.height - safe.bottom - 24 - 60, width: 60, height: 60)
        }
    }
}

import Foundation
import OpenUIKit

/// The decades to jump to, shown in a popover that grows out of the list's calendar bar
/// item (seed 004's pattern): tapping one scrolls the list there and dismisses.
final class DecadePickerViewController: UIViewController {
    private let decades: [Int]
    private let choose: (Int) -> Void

    init(decades: [Int], choose: @escaping (Int) -> Void) {
        self.decades = decades
        self.choose = choose
        super.init(nibName: nil, bundle: nil)
        let rows = CGFloat((decades.count + 1) / 2)
        preferredContentSize = CGSize(width: 280, height: 24 + rows * 52)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        var rows: [UIView] = []
        for pair in stride(from: 0, to: decades.count, by: 2) {
            let buttons = decades[pair..<min(pair + 2, decades.count)].map(makeButton)
            let row = UIStackView(arrangedSubviews: buttons)
            row.distribution = .fillEqually
            row.spacing = 8
            rows.append(row)
        }
        let grid = UIStackView(arrangedSubviews: rows)
        grid.axis = .vertical
        grid.spacing = 8
        grid.distribution = .fillEqually
        grid.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(grid)
        NSLayoutConstraint.activate([
            grid.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            grid.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -12),
            grid.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            grid.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
        ])
    }

    private func makeButton(for decade: Int) -> UIButton {
        var configuration = UIButton.Configuration.glass()
        configuration.title = "\(decade)s"
        return UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in
            self?.choose(decade)
            self?.dismiss(animated: true)
        })
    }
}

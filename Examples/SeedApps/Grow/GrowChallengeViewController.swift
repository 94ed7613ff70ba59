import Foundation
import OpenUIKit

/// A challenge's screen: a photo header that stays sharp, and the challenge's days below it.
///
/// The header is not a supplementary view of the layout but a plain subview of the
/// collection view, in a top content inset as tall as it. Only the layout's cells are
/// content, so the scroll edge effect stays off while the header passes under the bar and
/// comes on by itself once the first cell reaches it.
public final class GrowChallengeViewController: UIViewController {
    public static let headerHeight: CGFloat = 300
    public private(set) var collectionView: UICollectionView!
    public let headerView = ChallengeHeaderView()
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Ten Thousand Steps"
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.largeTitleDisplayMode = .never
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        // The photo reaches to the top of the screen, under the bar.
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.addSubview(headerView)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, day in
            var content = UIListContentConfiguration.valueCell()
            content.image = UIImage(systemName: day % 4 == 3 ? "circle" : "checkmark.circle.fill")
            content.imageProperties.tintColor = day % 4 == 3 ? .systemGray : .systemGreen
            content.text = "Day \(day)"
            content.secondaryText = "\(8_000 + day * 1_237 % 5_000) steps"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, day in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: day)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(1...30))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
        let height = Self.headerHeight
        let inset = UIEdgeInsets(top: height, left: 0, bottom: view.safeAreaInsets.bottom, right: 0)
        if collectionView.contentInset != inset {
            collectionView.contentInset = inset
            collectionView.contentOffset.y = -height
        }
        headerView.frame = CGRect(x: 0, y: -height, width: view.bounds.width, height: height)
    }
}

/// The challenge's photo: a sunrise over hills, drawn, with the challenge's name on it.
public final class ChallengeHeaderView: UIView {
    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        titleLabel.text = "Ten Thousand Steps"
        titleLabel.font = .systemFont(ofSize: 30, weight: .heavy)
        titleLabel.textColor = .white
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = "Sunrise over green hills"
        accessibilityTraits = .image
    }

    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 20, y: bounds.height - 56, width: bounds.width - 40, height: 40)
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                             colors: [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor] as CFArray,
                             locations: [0, 0.55, 1])!
        context.drawLinearGradient(sky, start: CGPoint(x: 0, y: bounds.maxY), end: .zero, options: [])
        context.setFillColor(UIColor.systemYellow.cgColor)
        context.fillEllipse(in: CGRect(x: bounds.midX - 50, y: bounds.height * 0.42, width: 100, height: 100))
        for (depth, colour) in [(0.62, UIColor.systemGreen), (0.74, UIColor(red: 0.1, green: 0.45, blue: 0.25, alpha: 1))] {
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: 0, y: bounds.height * depth))
            hill.addCurve(to: CGPoint(x: bounds.width, y: bounds.height * (depth + 0.04)),
                          controlPoint1: CGPoint(x: bounds.width * 0.3, y: bounds.height * (depth - 0.2)),
                          controlPoint2: CGPoint(x: bounds.width * 0.7, y: bounds.height * (depth + 0.18)))
            hill.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
            hill.addLine(to: CGPoint(x: 0, y: bounds.height))
            hill.close()
            colour.setFill()
            hill.fill()
        }
    }
}

import OpenUIKit

/// The demo's model: changing it re-runs exactly the view methods that read it.
@Observable
final class FilmDetailModel {
    var title = "Finding Nemo"
    var tagline = "There are 3.7 trillion fish in the ocean. They're looking for one."
    var progress: Float = 0.35
    var accent = UIColor.systemIndigo
}

/// A poster drawn in `draw(_:)`: its gradient reads the model's accent colour.
final class PosterView: UIView {
    let model: FilmDetailModel

    init(model: FilmDetailModel) {
        self.model = model
        super.init(frame: .zero)
        layer.cornerRadius = 28
        layer.cornerCurve = .continuous
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let accent = model.accent.resolvedColor(with: traitCollection)
        let gradient = CGGradient(
            colorsSpace: nil, colors: [accent.cgColor, UIColor.systemTeal.resolvedColor(with: traitCollection).cgColor],
            locations: [0, 1])!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: bounds.width, y: bounds.height), options: [])
        UIColor(white: 1, alpha: 0.25).setFill()
        for i in 0..<6 {
            let size = CGFloat(30 + i * 14)
            UIBezierPath(ovalIn: CGRect(x: bounds.width * 0.62 - size / 2 + CGFloat(i * 9), y: bounds.height * 0.3 + CGFloat(i * 22), width: size, height: size)).fill()
        }
    }
}

/// The seed's shape of controller: labels set in `updateProperties()`, geometry in `viewWillLayoutSubviews()`.
final class FilmDetailViewController: UIViewController {
    let model: FilmDetailModel
    private let poster: PosterView
    private let card = UIView()
    private let titleLabel = UILabel()
    private let taglineLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .default)

    init(model: FilmDetailModel) {
        self.model = model
        poster = PosterView(model: model)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 32
        card.layer.cornerCurve = .continuous
        card.layer.shadowOpacity = 0.18
        card.layer.shadowRadius = 24
        card.layer.shadowOffset = CGSize(width: 0, height: 12)
        let titleDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).withSymbolicTraits(.traitBold)!
        titleLabel.font = UIFont(descriptor: titleDescriptor, size: 0)
        titleLabel.adjustsFontForContentSizeCategory = true
        taglineLabel.font = .preferredFont(forTextStyle: .body)
        taglineLabel.adjustsFontForContentSizeCategory = true
        taglineLabel.textColor = .secondaryLabel
        taglineLabel.numberOfLines = 0
        view.addSubview(card)
        card.addSubview(poster)
        card.addSubview(titleLabel)
        card.addSubview(taglineLabel)
        card.addSubview(progressView)
    }

    override func updateProperties() {
        super.updateProperties()
        titleLabel.text = model.title
        if taglineLabel.text != model.tagline {
            taglineLabel.text = model.tagline
            view.setNeedsLayout()  // its height depends on the text
        }
        progressView.progress = model.progress
        progressView.progressTintColor = model.accent
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Reading the traits here re-runs this layout when Dynamic Type changes.
        let poster = view.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 0.7 : 1.1
        let bounds = view.bounds
        card.frame = CGRect(x: 20, y: 70, width: bounds.width - 40, height: bounds.height - 140)
        let inner = card.bounds.insetBy(dx: 20, dy: 20)
        self.poster.frame = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: inner.width * poster)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: inner.width, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: inner.minX, y: self.poster.frame.maxY + 20, width: inner.width, height: titleHeight)
        let taglineHeight = taglineLabel.sizeThatFits(CGSize(width: inner.width, height: .greatestFiniteMagnitude)).height
        taglineLabel.frame = CGRect(x: inner.minX, y: titleLabel.frame.maxY + 6, width: inner.width, height: taglineHeight)
        progressView.frame = CGRect(x: inner.minX, y: inner.maxY - 6, width: inner.width, height: 6)
    }
}

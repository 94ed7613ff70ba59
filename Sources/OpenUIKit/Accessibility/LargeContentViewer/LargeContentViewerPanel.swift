import Foundation

/// The large content viewer's panel: the item's image and title, large, on a thick material
/// with rounded corners.
final class LargeContentViewerPanel: UIView {
    static let side: CGFloat = 200
    private let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    private let imageView = UIImageView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        background.cornerConfiguration = .fixed(24)
        background.clipsToBounds = true
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .label
        titleLabel.font = .systemFont(ofSize: 28, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.5
        titleLabel.numberOfLines = 2
        addSubview(background)
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ item: any UILargeContentViewerItem) {
        var image = item.largeContentImage
        // A symbol is drawn again at the panel's size rather than enlarged as a bitmap.
        if item.scalesLargeContentImage, let symbol = image, symbol.isSymbolImage {
            image = symbol.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 72)) ?? symbol
        }
        imageView.image = image
        imageView.contentMode = item.scalesLargeContentImage ? .scaleAspectFit : .center
        titleLabel.text = item.largeContentTitle
        imageView.isHidden = item.largeContentImage == nil
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let content = bounds.insetBy(dx: 16, dy: 16)
        if imageView.isHidden {
            titleLabel.frame = content
        } else {
            imageView.frame = CGRect(x: content.minX, y: content.minY, width: content.width, height: content.height * 0.6)
            titleLabel.frame = CGRect(x: content.minX, y: imageView.frame.maxY + 4, width: content.width, height: content.maxY - imageView.frame.maxY - 4)
        }
    }
}

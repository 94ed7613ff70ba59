import Foundation

/// The red badge tab bar items and bar button items wear on their top trailing corner: a
/// dot for an empty value, else a capsule at least as wide as it is tall.
@MainActor
final class CornerBadgeView: UILabel {
    static let height: CGFloat = 18
    static let dotSide: CGFloat = 10

    /// The text shown; `nil` hides the badge, empty shows a dot.
    var value: String? {
        didSet {
            text = value
            isHidden = value == nil
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIFont.systemFont(ofSize: 13)
        textColor = .white
        backgroundColor = .systemRed
        textAlignment = .center
        clipsToBounds = true
        isUserInteractionEnabled = false
        isHidden = true
    }

    required convenience init?(coder: NSCoder) { nil }

    /// Centres the badge's leading cap on `corner` (its trailing cap in right-to-left),
    /// so it straddles the corner of what it marks.
    func place(straddling corner: CGPoint, rightToLeft: Bool) {
        guard let value else { return }
        let height = value.isEmpty ? Self.dotSide : Self.height
        let width = value.isEmpty ? height : max(height, ceil(intrinsicContentSize.width) + 10)
        let x = rightToLeft ? corner.x - width + height / 2 : corner.x - height / 2
        frame = CGRect(x: x, y: corner.y - height / 2, width: width, height: height)
        layer.cornerRadius = height / 2
    }
}

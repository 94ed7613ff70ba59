import Foundation

/// The prompt: a line of text centred above the row of items, which makes the bar taller.
extension UINavigationBar {
    static let promptHeight: CGFloat = 30

    func setUpPrompt() {
        promptLabel.font = .preferredFont(forTextStyle: .footnote)
        promptLabel.adjustsFontForContentSizeCategory = true
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
    }

    /// The room `item`'s prompt takes above the row: none without one.
    func promptAreaHeight(for item: UINavigationItem?) -> CGFloat {
        (item?.prompt ?? "").isEmpty ? 0 : Self.promptHeight
    }

    /// Centres the prompt in its room just above the row that starts at `rowTop`.
    func layoutPrompt(above rowTop: CGFloat) {
        let height = promptAreaHeight(for: topItem)
        promptLabel.isHidden = height == 0
        guard height > 0 else { return }
        promptLabel.frame = CGRect(x: Self.edgeMargin, y: rowTop - height, width: max(0, bounds.width - 2 * Self.edgeMargin), height: height)
    }
}

import Foundation
@testable import OpenUIKit

extension UIFont {
    /// The width of a string set on one line in this font, by Core Text.
    func width(of text: String) -> CGFloat {
        CGFloat(CTLineGetTypographicBounds(CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: self])), nil, nil, nil))
    }
}

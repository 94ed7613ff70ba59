import Foundation
import OpenCoreText

/// `UIColor` stands for a `CGColor` in attributed strings Core Text draws, in the current
/// traits (`UITraitCollection.current`).
extension UIColor: _CGColorBridging {
    public var bridgedCGColor: CGColor { cgColor }
}

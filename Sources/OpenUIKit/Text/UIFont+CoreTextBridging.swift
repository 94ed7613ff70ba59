import Foundation
import OpenCoreText

/// `UIFont` stands for a `CTFont` in attributed strings Core Text reads, as it is
/// toll-free bridged on Apple's systems.
extension UIFont: _CTFontBridging {
    public var bridgedCTFont: CTFont {
        face.map { CTFont.make(face: $0, size: pointSize) } ?? CTFontCreateWithName(FontFace.systemFamily, pointSize, nil)
    }
}

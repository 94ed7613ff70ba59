import Foundation

/// A font object that stands for a `CTFont` in attributed strings, as `UIFont` is
/// toll-free bridged to `CTFont` on Apple's systems.
///
/// An OpenCoreText implementation detail for the layers above (`UIFont` adopts it); not
/// part of Core Text's API, hence the underscore.
public protocol _CTFontBridging: AnyObject {
    /// The Core Text font this object is.
    var bridgedCTFont: CTFont { get }
}

/// A colour object that stands for a `CGColor` in attributed strings (`UIColor` adopts it).
public protocol _CGColorBridging: AnyObject {
    /// The colour as CoreGraphics draws it (dynamic colours in the current traits).
    var bridgedCGColor: CGColor { get }
}

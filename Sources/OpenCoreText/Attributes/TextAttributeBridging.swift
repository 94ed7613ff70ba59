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

/// An inline object in text (UIKit's `NSTextAttachment`): the typesetter gives its
/// character (U+FFFC) the attachment's width and the line its height; text drawing asks
/// it to draw itself.
///
/// An OpenCoreText implementation detail for the layers above; Core Text's own route is
/// `CTRunDelegate`.
public protocol _TextAttachmentBridging: AnyObject {
    /// The attachment's rectangle in text space: x from its pen position, y up from the
    /// baseline.
    var bridgedAttachmentBounds: CGRect { get }
    /// Draws the attachment into `rect` of the context's user space, in `textColor` where
    /// it is a template.
    func drawBridgedAttachment(in rect: CGRect, context: CGContext, textColor: CGColor?)
}

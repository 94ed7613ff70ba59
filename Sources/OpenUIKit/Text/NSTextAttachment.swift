import Foundation
import OpenCoreText

/// An image (or other object) inline in attributed text, at an object replacement
/// character (U+FFFC).
///
/// ```swift
/// let star = NSTextAttachment(image: UIImage(systemName: "star.fill")!)
/// let text = NSMutableAttributedString(string: "Rated ")
/// text.append(NSAttributedString(attachment: star))
/// label.attributedText = text
/// ```
///
/// The attachment stands on the baseline at its image's size unless `bounds` says
/// otherwise; symbol and template images take the text's colour.
///
/// Differs from Apple's: file wrappers, `NSTextAttachmentViewProvider` and attachment
/// layout in text containers are not there; data is read as PNG.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    /// The image drawn.
    open var image: UIImage?
    /// Where the attachment sits relative to the baseline (y up) and its size; `.zero`
    /// (the default) means the image's size on the baseline.
    open var bounds: CGRect = .zero
    /// The data the attachment was made from.
    open var contents: Data?
    /// The data's type identifier.
    open var fileType: String?

    /// An attachment of data (PNG images are drawn).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        image = contentData.flatMap { UIImage(data: $0) }
        super.init()
    }

    /// An attachment showing an image.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The rectangle the attachment takes: `bounds`, or the image's size on the baseline.
    var effectiveBounds: CGRect {
        guard bounds.isEmpty else { return bounds.standardized }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

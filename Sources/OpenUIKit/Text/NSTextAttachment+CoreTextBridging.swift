import Foundation
import OpenCoreText
import OpenQuartzCore

/// The typesetter sizes and draws attachments through this bridge.
extension NSTextAttachment: _TextAttachmentBridging {
    public var bridgedAttachmentBounds: CGRect { effectiveBounds }

    public func drawBridgedAttachment(in rect: CGRect, context: CGContext, textColor: CGColor?) {
        guard let image, let cgImage = image.cgImage else { return }
        if image.drawsAsTemplate, let textColor {
            image.drawAsTemplate(in: rect, color: textColor, context: context)
        } else {
            context.drawFlipped(cgImage, in: rect)
        }
    }
}

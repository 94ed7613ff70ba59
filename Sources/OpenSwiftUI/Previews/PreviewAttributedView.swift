import Foundation

/// A view with preview attributes: draws its content unchanged.
public struct PreviewAttributedView<Content: View>: View, PreviewAttributesCarrying {
    let content: Content
    let attributes: PreviewAttributes

    var previewAttributes: PreviewAttributes {
        attributes.over((content as? any PreviewAttributesCarrying)?.previewAttributes ?? PreviewAttributes())
    }

    public var body: some View { content }
}

import Foundation

extension View {
    /// Sizes the preview of this view (in a `PreviewProvider`).
    public func previewLayout(_ value: PreviewLayout) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attributes: PreviewAttributes(layout: value))
    }

    /// Names the preview of this view.
    public func previewDisplayName(_ value: String?) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attributes: PreviewAttributes(displayName: value))
    }

    /// The device to preview this view on (recorded; previews render on one phone screen).
    public func previewDevice(_ value: PreviewDevice?) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attributes: PreviewAttributes(device: value))
    }

    /// The device orientation of the preview of this view.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> PreviewAttributedView<Self> {
        PreviewAttributedView(content: self, attributes: PreviewAttributes(orientation: value))
    }
}

import Foundation
import OpenCombine

/// Renders a SwiftUI view to an image, without a window on screen.
///
/// ```swift
/// let renderer = ImageRenderer(content: Text("Hello").padding())
/// renderer.scale = 3
/// let png = renderer.uiImage?.pngData()
/// ```
///
/// The view is laid out for ``proposedSize`` (its ideal size by default), resolved in the
/// default environment (light appearance, left to right, the large text size; set others on
/// the content with `environment(_:_:)`), and drawn as `drawHierarchy(in:afterScreenUpdates:)`
/// draws a view: every layer, shadows and glass included.
///
/// Differences from SwiftUI: images are always 8-bit sRGB whatever ``colorMode`` says,
/// ``render(rasterizationScale:renderer:)`` draws pixels rather than vectors, and a
/// rendering larger than ``maximumPixelCount`` pixels (or with a side over
/// ``maximumPixelDimension``) gives `nil` rather than exhausting memory.
@preconcurrency @MainActor
public final class ImageRenderer<Content: View>: @preconcurrency ObservableObject {
    /// Fires before any property of the renderer changes.
    public let objectWillChange = PassthroughSubject<Void, Never>()

    /// The view rendered.
    public var content: Content {
        willSet { objectWillChange.send() }
    }

    /// An accessibility label for the image; kept for source compatibility.
    public var label: String? {
        willSet { objectWillChange.send() }
    }

    /// The size offered to the view; `.unspecified` renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified {
        willSet { objectWillChange.send() }
    }

    /// Pixels per point of the image: 1 by default. NaN, infinite and non-positive scales
    /// render at 1.
    public var scale: CGFloat = 1 {
        willSet { objectWillChange.send() }
    }

    /// Whether the image has no transparency: the view is drawn over the system background
    /// instead of over transparent black.
    public var isOpaque = false {
        willSet { objectWillChange.send() }
    }

    /// The colour mode asked for; OpenSwiftUI renders 8-bit sRGB in every mode.
    public var colorMode: ColorRenderingMode = .nonLinear {
        willSet { objectWillChange.send() }
    }

    /// Images with more pixels than this are not rendered: 16,777,216 (4096 × 4096).
    public nonisolated static var maximumPixelCount: Int { 4096 * 4096 }
    /// Images wider or taller than this many pixels are not rendered: 16,384.
    public nonisolated static var maximumPixelDimension: Int { 16_384 }

    /// A renderer of `content`.
    public init(content view: Content) {
        content = view
    }

    /// The rendered view, or `nil` when it has no area or would be too large.
    public var cgImage: CGImage? {
        renderedImage()?.cgImage
    }

    /// The rendered view at ``scale``, or `nil` when it has no area or would be too large.
    public var uiImage: UIImage? {
        renderedImage()
    }

    /// Hands the view's size and a drawing function to `renderer`, for drawing the view
    /// into a context of your own (a PDF page, a bitmap):
    ///
    /// ```swift
    /// ImageRenderer(content: Report()).render { size, draw in
    ///     var box = CGRect(origin: .zero, size: size)
    ///     // make a context of that size, then:
    ///     draw(context)
    /// }
    /// ```
    ///
    /// The drawing function draws the view upright in a context whose y axis points up (as
    /// PDF and bitmap contexts have it), as pixels at `rasterizationScale` pixels per point:
    /// OpenSwiftUI draws views on the CPU, so text and paths are not kept as vectors.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        let image = renderedImage(scale: Self.usable(rasterizationScale))
        let size = image?.size ?? .zero
        renderer(size) { context in
            guard let cgImage = image?.cgImage else { return }
            context.draw(cgImage, in: CGRect(origin: .zero, size: size))
        }
    }

    /// A scale drawing can use: NaN, infinite and non-positive scales are 1.
    private static func usable(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? min(scale, CGFloat(maximumPixelDimension)) : 1
    }

    /// The size the content takes for ``proposedSize``, in points.
    private func fittedSize(of host: _UIHostingView<Content>) -> CGSize {
        let size = host.graphSize(for: proposedSize)
        func clamped(_ length: CGFloat, proposed: CGFloat?) -> CGFloat {
            let value = length.isFinite ? length : (proposed.flatMap { $0.isFinite ? $0 : nil } ?? 0)
            return max(0, value)
        }
        return CGSize(width: clamped(size.width, proposed: proposedSize.width), height: clamped(size.height, proposed: proposedSize.height))
    }

    private func renderedImage(scale: CGFloat? = nil) -> UIImage? {
        let scale = scale ?? Self.usable(self.scale)
        // Measured in a window of its own first (for the window's traits), then moved to a
        // window of the size found, with the same traits, and drawn there.
        let host = _UIHostingView(rootView: content)
        let measuringWindow = ImageRendererWindow(size: CGSize(width: 1, height: 1), scale: scale)
        measuringWindow.addSubview(host)
        let size = fittedSize(of: host)
        guard Self.fits(size, scale: scale) else { return nil }
        let window = ImageRendererWindow(size: size, scale: scale)
        host.frame = window.bounds
        host.backgroundColor = isOpaque ? .systemBackground : nil
        window.addSubview(host)
        // Drawn straight into the image's bitmap, as `drawHierarchy` draws: no frame buffer
        // and no copy of it.
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = isOpaque
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in
            _ = host.drawHierarchy(in: host.bounds, afterScreenUpdates: true)
        }
    }

    /// Whether `size` at `scale` has pixels and stays within the limits.
    private static func fits(_ size: CGSize, scale: CGFloat) -> Bool {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width >= 1, height >= 1 else { return false }
        let limit = CGFloat(maximumPixelDimension)
        return width <= limit && height <= limit && width * height <= CGFloat(maximumPixelCount)
    }
}

/// The headless window an ``ImageRenderer`` draws in.
@MainActor
private final class ImageRendererWindow: UIWindow {
    init(size: CGSize, scale: CGFloat) {
        super.init(frame: CGRect(origin: .zero, size: size))
        screen = UIScreen(bounds: bounds, scale: scale)
        isHidden = false
    }

    required init?(coder: NSCoder) { nil }

}

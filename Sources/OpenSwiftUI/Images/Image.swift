import Foundation

/// An image: a symbol sized to the font around it, or a bitmap.
///
/// ```swift
/// HStack {
///     Image(systemName: "star.fill")
///     Text("Favorites")
/// }
/// Image(uiImage: poster).resizable()
/// ```
///
/// Symbols come from OpenUIKit's built-in set (Linux has no SF Symbols); an unknown name
/// shows nothing and takes no space, as SwiftUI shows nothing for it.
public struct Image: Equatable, Sendable {
    enum Source: Equatable, @unchecked Sendable {
        case symbol(String)
        case bitmap(UIImage)
        /// An image of an asset catalog, looked up with the environment's traits.
        case named(String, Bundle?)

        static func == (lhs: Source, rhs: Source) -> Bool {
            switch (lhs, rhs) {
            case (.symbol(let a), .symbol(let b)): return a == b
            case (.bitmap(let a), .bitmap(let b)): return a === b
            case (.named(let a, let aBundle), .named(let b, let bBundle)): return a == b && aBundle == bBundle
            default: return false
            }
        }
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolation = Interpolation.high
    var isAntialiased = true
    var symbolRenderingMode: SymbolRenderingMode?

    /// One of the system's symbols, drawn in the foreground style at the font's size.
    public init(systemName: String) { source = .symbol(systemName) }

    /// A UIKit image.
    public init(uiImage: UIImage) { source = .bitmap(uiImage) }

    /// An image of an asset catalog in `bundle` (the main bundle by default): its dark or
    /// high-contrast variant where the environment asks for one. An unknown name shows
    /// nothing.
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }

    /// An asset catalog image that is decoration only: VoiceOver passes over it.
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name, bundle) }

    /// Whether an image is drawn in its own colours or as a template of the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// The image stretched to the size it is offered.
    public func resizable() -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How the inside of a resizable image fills the space between its caps.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeated at its size.
        case tile
        /// Stretched.
        case stretch
    }

    /// The image drawn at the size it is offered, its margins (`capInsets`, in points)
    /// keeping their size and the inside tiled or stretched: a speech bubble or a button
    /// background from a small image.
    ///
    /// ```swift
    /// Image("bubble").resizable(capInsets: EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = resizable()
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// The image drawn as a template or in its own colours.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = mode
        return image
    }

    /// The UIKit image for an environment, with its rendering mode applied.
    func uiImage(in environment: EnvironmentValues) -> UIImage? {
        let image: UIImage?
        switch source {
        case .symbol(let name):
            let font = (environment.font ?? .body).uiFont(for: environment.contentSizeCategory)
            let symbol = UIImage(systemName: name, pointSize: font.pointSize)
            let scale = environment.imageScale
            image = scale == .medium ? symbol : symbol?.withConfiguration(UIImage.SymbolConfiguration(scale: scale.symbolScale))
        case .bitmap(let bitmap):
            image = bitmap
        case .named(let name, let bundle):
            let traits = UITraitCollection(traitsFrom: [environment.resolvingTraits, UITraitCollection(displayScale: environment.displayScale)])
            image = UIImage(named: name, in: bundle, compatibleWith: traits)
        }
        let rendered: UIImage?
        switch renderingMode {
        case .template: rendered = image?.withRenderingMode(.alwaysTemplate)
        case .original: rendered = image?.withRenderingMode(.alwaysOriginal)
        case nil: rendered = image
        }
        guard isResizable, capInsets != EdgeInsets() || resizingMode == .tile else { return rendered }
        let caps = UIEdgeInsets(top: capInsets.top, left: capInsets.leading, bottom: capInsets.bottom, right: capInsets.trailing)
        return rendered?.resizableImage(withCapInsets: caps, resizingMode: resizingMode == .tile ? .tile : .stretch)
    }
}

extension Image: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyRequested(Self.self) }
}

extension Image: PrimitiveView {
    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let view = node.platformView(ofType: ImageLeafView.self) { ImageLeafView() }
        let image = uiImage(in: environment)
        if !view.shows(image) { view.image = image }
        view.contentMode = .scaleToFill
        view.apply(interpolation: interpolation, antialiased: isAntialiased)
        if view.accessibilityLabel != environment.imageSpokenLabel, let spoken = environment.imageSpokenLabel { view.accessibilityLabel = spoken }
        let tint = ForegroundStyle().color(in: environment)
        if view.tintColor != tint { view.tintColor = tint }
        node.setLayout(ImageLayout(size: image?.size ?? .zero, isResizable: isResizable))
        node.removeChildren(from: 0)
    }
}

/// A fixed image takes its own size; a resizable one takes what it is offered (its own
/// size where nothing is proposed).
struct ImageLayout: NodeLayout {
    let size: CGSize
    let isResizable: Bool

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard isResizable else { return size }
        let proposed = proposal.replacingUnspecifiedDimensions(by: size)
        return CGSize(width: proposed.width.isFinite ? proposed.width : size.width, height: proposed.height.isFinite ? proposed.height : size.height)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {}
}

/// The image view drawing an ``Image``; it takes no touches.
final class ImageLeafView: UIImageView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Whether `candidate` draws as the shown image does: the same bitmap, drawn the same
    /// way (a resizable copy is a new object each update).
    func shows(_ candidate: UIImage?) -> Bool {
        guard let image, let candidate else { return image == nil && candidate == nil }
        return image === candidate
            || (image.cgImage === candidate.cgImage && image.renderingMode == candidate.renderingMode
                && image.capInsets == candidate.capInsets && image.resizingMode == candidate.resizingMode)
    }

    /// The layer's filters and edge smoothing for an image's interpolation.
    func apply(interpolation: Image.Interpolation, antialiased: Bool) {
        let filter: CALayerContentsFilter
        switch interpolation {
        case .none: filter = .nearest
        case .high: filter = .trilinear
        default: filter = .linear
        }
        if layer.magnificationFilter != filter { layer.magnificationFilter = filter }
        if layer.minificationFilter != filter { layer.minificationFilter = filter }
        if layer.antialiasesContents != antialiased { layer.antialiasesContents = antialiased }
    }
}

private struct ImageSpokenLabelKey: EnvironmentKey { static var defaultValue: String? { nil } }

extension EnvironmentValues {
    /// What images inside are read as, in place of their symbol's name (a label's title
    /// when the label shows its icon alone).
    var imageSpokenLabel: String? {
        get { self[ImageSpokenLabelKey.self] }
        set { self[ImageSpokenLabelKey.self] = newValue }
    }
}

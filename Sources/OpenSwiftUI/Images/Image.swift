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
public struct Image: Sendable {
    enum Source: @unchecked Sendable {
        case symbol(String)
        case bitmap(UIImage)
        /// An image of an asset catalog, looked up with the environment's traits.
        case named(String, Bundle?)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

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
            image = UIImage(systemName: name, pointSize: font.pointSize)
        case .bitmap(let bitmap):
            image = bitmap
        case .named(let name, let bundle):
            let traits = UITraitCollection(traitsFrom: [environment.resolvingTraits, UITraitCollection(displayScale: environment.displayScale)])
            image = UIImage(named: name, in: bundle, compatibleWith: traits)
        }
        switch renderingMode {
        case .template: return image?.withRenderingMode(.alwaysTemplate)
        case .original: return image?.withRenderingMode(.alwaysOriginal)
        case nil: return image
        }
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
        if view.image !== image { view.image = image }
        view.contentMode = .scaleToFill
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
}

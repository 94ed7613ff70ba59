import Foundation

/// A content configuration that shows a SwiftUI view in a UIKit cell.
///
/// ```swift
/// cell.contentConfiguration = UIHostingConfiguration {
///     HStack {
///         Image(systemName: "star.fill")
///         Text(item.title)
///         Spacer()
///     }
/// }
/// .margins(.horizontal, 20)
/// .background(.yellow.opacity(0.2))
/// ```
///
/// The content sits inside the margins (the cell's usual 16-point sides and 11-point top
/// and bottom by default); the background fills the whole cell. Self-sizing cells take the
/// content's height for their width, at least the minimum size.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    let content: Content
    let backgroundView: Background
    var insets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    var minimumWidth: CGFloat?
    var minimumHeight: CGFloat?

    /// A configuration showing the builder's view.
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.content = content()
        backgroundView = EmptyView()
    }

    private init(content: Content, background: Background, insets: EdgeInsets, minimumWidth: CGFloat?, minimumHeight: CGFloat?) {
        self.content = content
        backgroundView = background
        self.insets = insets
        self.minimumWidth = minimumWidth
        self.minimumHeight = minimumHeight
    }

    /// The configuration with a view behind the content, filling the cell.
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> {
        UIHostingConfiguration<Content, B>(
            content: self.content, background: content(), insets: insets, minimumWidth: minimumWidth, minimumHeight: minimumHeight)
    }

    /// The configuration with a style filling the cell behind the content.
    public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<Content, _ShapeView<Rectangle, S>> {
        background { Rectangle().fill(style) }
    }

    /// The configuration with the margins of `edges` set to `insets`' lengths.
    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration {
        var copy = self
        let clean = insets.sanitized
        if edges.contains(.top) { copy.insets.top = max(0, clean.top) }
        if edges.contains(.leading) { copy.insets.leading = max(0, clean.leading) }
        if edges.contains(.bottom) { copy.insets.bottom = max(0, clean.bottom) }
        if edges.contains(.trailing) { copy.insets.trailing = max(0, clean.trailing) }
        return copy
    }

    /// The configuration with the margins of `edges` set to `length`.
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration {
        margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
    }

    /// The configuration with a minimum size for the cell; NaN and negative lengths are ignored.
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration {
        var copy = self
        copy.minimumWidth = width.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        copy.minimumHeight = height.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        return copy
    }

    /// The view a cell shows this configuration in.
    public func makeContentView() -> any UIView & UIContentView {
        HostingConfigurationContentView(configuration: self)
    }

    /// The same configuration: the content reads state from its environment.
    public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration {
        self
    }

    /// The SwiftUI view the cell hosts: the content in its margins, at least the minimum
    /// size, over the background.
    @ViewBuilder var hostedView: some View {
        // Most list rows have no background: every modifier left out is a node less to
        // build for each row that scrolls in. Without a background to fill it, the minimum
        // size is kept by the cell's measuring (the content centred in it, as a frame would).
        if hasNoBackground {
            content.padding(insets)
        } else {
            content
                .padding(insets)
                .frame(minWidth: minimumWidth, minHeight: minimumHeight)
                .background { backgroundView }
        }
    }

    /// The minimum size, zero where none is set.
    var minimumSize: CGSize { CGSize(width: minimumWidth ?? 0, height: minimumHeight ?? 0) }

    private var hasNoBackground: Bool {
        backgroundView is EmptyView || (backgroundView as? AnyView)?.content is EmptyView
    }
}

/// A cell's view for a ``UIHostingConfiguration``: a hosting view that fills it.
final class HostingConfigurationContentView<Content: View, Background: View>: UIView, UIContentView {
    private var current: UIHostingConfiguration<Content, Background>
    private let host: ConfigurationHostingView<AnyView>

    init(configuration: UIHostingConfiguration<Content, Background>) {
        current = configuration
        host = ConfigurationHostingView(rootView: AnyView(configuration.hostedView))
        host.minimumSize = configuration.minimumSize
        super.init(frame: .zero)
        host.backgroundColor = nil
        // A cell's content keeps to its margins; a row passing under a bar or the home
        // indicator is not squeezed into what stays clear of them.
        host.safeAreaRegions = []
        host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(host)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let new = newValue as? UIHostingConfiguration<Content, Background> else { return }
            current = new
            host.minimumSize = new.minimumSize
            host.rootView = AnyView(new.hostedView)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        host.frame = bounds
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { host.sizeThatFits(size) }
}

/// A hosting view that measures a cell's height as SwiftUI does: its ideal height for the
/// width offered (a huge height means "as tall as it needs").
final class ConfigurationHostingView<Content: View>: _UIHostingView<Content> {
    /// The configuration's minimum size (zero where it has none).
    var minimumSize: CGSize = .zero

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width.isFinite && size.width < 1e6 ? size.width : nil
        let height: CGFloat? = size.height.isFinite && size.height < 1e6 ? size.height : nil
        let content = graphSize(for: ProposedViewSize(width: width, height: height))
        // Whole pixels, as SwiftUI lays out: a row a fraction of a pixel tall would put every
        // row below it off the pixel grid.
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let size = CGSize(width: max(content.width, minimumSize.width), height: max(content.height, minimumSize.height))
        let rounded = size.roundedUp(toScale: scale)
        // Sizes near the largest finite value would round up to infinity.
        return rounded.width.isFinite && rounded.height.isFinite ? rounded : size
    }

    /// Content that grew or shrank by itself (a disclosure group opening) has its cell
    /// measured again, as UIKit's self-sizing invalidation does.
    override func contentDidUpdate() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let height = sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height
        if height.isFinite, abs(height - bounds.height) > 0.5 { invalidateIntrinsicContentSize() }
    }
}

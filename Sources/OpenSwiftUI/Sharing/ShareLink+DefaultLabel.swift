import Foundation

/// The standard look of a share link: “Share” with the share symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text

    public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A “Share” link sharing `items`, each previewed by `preview`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>) {
        self.init(items: items, subject: subject, message: message, preview: Optional(preview), label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A “Share” link sharing `item`, previewed by `preview`.
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>)
    where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link titled `titleKey` sharing `item`, previewed by `preview`.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview },
                  label: DefaultShareLinkLabel(title: Text(titleKey)))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// A “Share” link sharing `items` (links).
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A “Share” link sharing a link.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link titled `titleKey` sharing a link.
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` sharing a link.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

extension ShareLink where Label == DefaultShareLinkLabel, PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// A “Share” link sharing `items` (texts).
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A “Share” link sharing a text.
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// A link titled `titleKey` sharing a text.
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` sharing a text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

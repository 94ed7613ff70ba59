import Foundation

/// A button that opens the share sheet for one or more items.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/films/metropolis")!)
/// ShareLink("Share quote", item: quote.text, subject: Text("A quote"))
/// ShareLink(item: film, preview: SharePreview(film.title)) { Image(systemName: "square.and.arrow.up") }
/// ```
///
/// On Linux the share sheet copies the items' text and links to the clipboard and opens
/// links in the desktop's application for them (see ``Transferable`` for what can be
/// shared). The sheet's header shows the preview's title and image, or the subject.
public struct ShareLink<Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View>: View
where Data.Element: Transferable {
    let items: Data
    let subject: Text?
    let message: Text?
    let preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?
    let label: Label

    init(items: Data, subject: Text?, message: Text?, preview: ((Data.Element) -> SharePreview<PreviewImage, PreviewIcon>)?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.preview = preview
        self.label = label
    }

    /// A link sharing `items`, each previewed by `preview`, labelled by `label`.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(items: items, subject: subject, message: message, preview: Optional(preview), label: label())
    }

    /// A link sharing `item`, previewed by `preview`, labelled by `label`.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: { _ in preview }, label: label())
    }

    public var body: some View {
        ShareLinkButton(label: label) { [items, subject, preview] in
            let shared = items.compactMap { exportedShareItem(of: $0) }
            let firstPreview = items.first.flatMap { preview?($0) }
            let title = firstPreview.map(\.title.plainString) ?? subject?.plainString
            let image = firstPreview?.image.flatMap { exportedShareItem(of: $0) as? UIImage }
                ?? firstPreview?.icon.flatMap { exportedShareItem(of: $0) as? UIImage }
            return (shared, title, image)
        }
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// A link sharing `items` (links), labelled by `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing a link, labelled by `label`.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<URL> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// A link sharing `items` (texts), labelled by `label`.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(items: items, subject: subject, message: message, preview: nil, label: label())
    }

    /// A link sharing a text, labelled by `label`.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) where Data == CollectionOfOne<String> {
        self.init(items: CollectionOfOne(item), subject: subject, message: message, preview: nil, label: label())
    }
}

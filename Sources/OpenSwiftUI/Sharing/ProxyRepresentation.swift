import Foundation

/// Shares a value as another transferable value: a film as its page's URL, a note as its
/// text.
///
/// ```swift
/// static var transferRepresentation: some TransferRepresentation {
///     ProxyRepresentation(exporting: \.page)
/// }
/// ```
///
/// Differs from Apple's: values are only exported (shared); the importing forms, for
/// values dropped or pasted into the app, are not there.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let export: @Sendable (Item) throws -> ProxyRepresentation

    /// Shares a value as what `exporting` makes of it; a value for which it throws is not
    /// shared.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        export = exporting
    }

    public var body: Never { return primitiveTransferBody() }

    func shareItem(of item: Item) -> Any? {
        guard let proxy = try? export(item) else { return nil }
        return exportedShareItem(of: proxy)
    }
}

import Foundation

/// A type whose values can be shared (with ``ShareLink``): described by a transfer
/// representation that says what each value is shared as.
///
/// ```swift
/// struct Film: Transferable {
///     let title: String
///     let page: URL
///     static var transferRepresentation: some TransferRepresentation {
///         ProxyRepresentation(exporting: \.page)
///     }
/// }
/// ```
///
/// Differs from Apple's (which lives in CoreTransferable): values are shared as text,
/// links or images, the only kinds the Linux share sheet takes, so the representations are
/// ``ProxyRepresentation`` to `String`, `URL`, `Image` or another transferable type;
/// representations by content type (`DataRepresentation`, `FileRepresentation`,
/// `CodableRepresentation`) need Uniform Type Identifiers, which Linux lacks.
public protocol Transferable {
    /// How values of the type are shared.
    associatedtype Representation: TransferRepresentation

    /// How values of the type are shared.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// A way of sharing values of a transferable type: a built-in one, or one of your own
/// whose `body` is built from others.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type shared.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representation this one is made of. (Read on the main actor, where sharing
    /// runs.)
    @TransferRepresentationBuilder<Item> @MainActor var body: Body { get }
}

/// Builds a type's transfer representations; the first that can share a value is used.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    public static func buildBlock<First: TransferRepresentation, Second: TransferRepresentation>(
        _ first: First, _ second: Second
    ) -> TupleTransferRepresentation<Item> where First.Item == Item, Second.Item == Item {
        TupleTransferRepresentation(exporters: [{ exportedShareItem(of: $0, by: first) }, { exportedShareItem(of: $0, by: second) }])
    }

    public static func buildBlock<First: TransferRepresentation, Second: TransferRepresentation, Third: TransferRepresentation>(
        _ first: First, _ second: Second, _ third: Third
    ) -> TupleTransferRepresentation<Item> where First.Item == Item, Second.Item == Item, Third.Item == Item {
        TupleTransferRepresentation(exporters: [
            { exportedShareItem(of: $0, by: first) }, { exportedShareItem(of: $0, by: second) }, { exportedShareItem(of: $0, by: third) },
        ])
    }
}

/// Several representations of one type, tried in order.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let exporters: [@MainActor (Item) -> Any?]

    public var body: Never { return primitiveTransferBody() }

    @MainActor func shareItem(of item: Item) -> Any? {
        exporters.lazy.compactMap { $0(item) }.first
    }
}

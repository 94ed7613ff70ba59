import Foundation

/// A built-in representation: it turns a value into what the share sheet takes (a
/// string, a URL or an image) itself, rather than through a body.
protocol PrimitiveTransferRepresentation: TransferRepresentation where Body == Never {
    @MainActor func shareItem(of item: Item) -> Any?
}

extension TransferRepresentation where Body == Never {
    /// A built-in representation has no body; asking for one is a programming error.
    func primitiveTransferBody() -> Never {
        preconditionFailure("\(Self.self) is a built-in transfer representation without a body")
    }
}

extension Never: TransferRepresentation {
    public typealias Item = Never
}

extension Never: Transferable {
    /// Never shared: there are no values.
    public static var transferRepresentation: _SharedValueRepresentation<Never> {
        _SharedValueRepresentation.sharingNothing
    }
}

/// What the share sheet takes for `item`, by `representation`: a string, a URL, an
/// image, or `nil` when the representation shares nothing.
@MainActor func exportedShareItem(of item: Any, by representation: any TransferRepresentation) -> Any? {
    if let primitive = representation as? any PrimitiveTransferRepresentation {
        return primitive.shareItemErased(of: item)
    }
    return exportedShareItem(of: item, by: representation.body)
}

/// What the share sheet takes for `item`, by its type's own representation.
@MainActor func exportedShareItem<T: Transferable>(of item: T) -> Any? {
    exportedShareItem(of: item, by: T.transferRepresentation)
}

extension PrimitiveTransferRepresentation {
    @MainActor func shareItemErased(of item: Any) -> Any? {
        (item as? Item).flatMap(shareItem(of:))
    }
}

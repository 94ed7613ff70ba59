import Foundation

/// How text, links and images are shared: as themselves (an image drawn into a bitmap).
public struct _SharedValueRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let share: @MainActor (Item) -> Any?

    public var body: Never { return primitiveTransferBody() }

    func shareItem(of item: Item) -> Any? { share(item) }

    /// A representation that shares nothing (for `Never`, which has no values).
    static var sharingNothing: _SharedValueRepresentation { _SharedValueRepresentation { _ in nil } }
}

extension String: Transferable {
    /// Shared as text.
    public static var transferRepresentation: _SharedValueRepresentation<String> {
        _SharedValueRepresentation { $0 }
    }
}

extension URL: Transferable {
    /// Shared as a link.
    public static var transferRepresentation: _SharedValueRepresentation<URL> {
        _SharedValueRepresentation { $0 }
    }
}

extension Image: Transferable {
    /// Shared as a bitmap of the image at its natural size, at 3 pixels a point.
    public static var transferRepresentation: _SharedValueRepresentation<Image> {
        _SharedValueRepresentation { image in
            let renderer = ImageRenderer(content: image)
            renderer.scale = 3
            return renderer.uiImage
        }
    }
}

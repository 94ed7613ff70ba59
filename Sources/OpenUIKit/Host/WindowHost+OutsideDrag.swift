import Foundation
import OpenCoreGraphics
import OpenUIKitHost

/// Drags out of the app: a drag that leaves the window goes on as the window system's drag,
/// to whichever app's window is under it, offering the items' data by MIME type.
extension WindowHost: OutsideDragCarrier {
    func carry(_ session: DragSessionState, to point: CGPoint, preview: UIView?, grip: CGPoint) {
        let scale = window.screen.scale
        let types = Self.mimeTypes(of: session.items)
        guard !types.isEmpty else { return surface.endDragOutside() }
        if pictured !== session {
            // The window system's drag icon, drawn once per drag, before the drag first leaves.
            pictured = session
            surface.setDragImage(preview.flatMap { Self.dragImage(of: $0, grip: grip, scale: scale) })
        }
        _ = surface.dragOutside(types: types, x: Self.pixel(point.x * scale), y: Self.pixel(point.y * scale))
    }

    /// `preview` drawn at `scale`, with the pixel under the pointer at `grip`.
    static func dragImage(of preview: UIView, grip: CGPoint, scale: CGFloat) -> HostDragImage? {
        let size = preview.bounds.size
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 4096, height <= 4096,
              let context = try? CGContext.bitmap(width: Int(width), height: Int(height))
        else { return nil }
        context.translateBy(x: 0, y: height)
        context.scaleBy(x: scale, y: -scale)
        preview.layer.render(in: context)
        let pixels = context.withDevicePixels { frame in
            (0..<frame.height).flatMap { row in UnsafeBufferPointer(start: frame.base + row * frame.stride, count: frame.width) }
        }
        return HostDragImage(
            pixels: pixels, width: Int(width), height: Int(height), scale: Double(scale),
            hotspotX: pixel(grip.x * scale), hotspotY: pixel(grip.y * scale))
    }

    func bringBack(_ session: DragSessionState) {
        surface.endDragOutside()
    }

    func drop(_ session: DragSessionState, transferred: @escaping @MainActor () -> Void) -> UIDropOperation {
        let items = session.items
        var remaining = 0
        let operation = surface.dropOutside { type, completion in
            remaining += 1
            Self.load(type, from: items) { data in
                completion(data)
                remaining -= 1
                if remaining == 0 { transferred() }
            }
        }
        // Apps outside only ever copy: moving is for drags within the app.
        return operation == .none ? .cancel : .copy
    }

    /// The MIME types the items offer other apps: addresses as a URI list first (file
    /// managers look for it), then text and images; what is for this app alone is left out.
    static func mimeTypes(of items: [UIDragItem]) -> [String] {
        let identifiers = items.flatMap { $0.itemProvider.exportedRepresentations.map(\.typeIdentifier) }
        var types: [String] = []
        for mime in identifiers.compactMap(TypeIdentifiers.mimeType(for:)) where !types.contains(mime) {
            types.append(mime)
        }
        return types.filter { $0 == HostClipboardType.uriList } + types.filter { $0 != HostClipboardType.uriList }
    }

    /// The bytes of MIME `type` for the items: every item's address in one URI list, or the
    /// first item's text or image.
    static func load(_ type: String, from items: [UIDragItem], completion: @escaping @MainActor (Data?) -> Void) {
        let identifier = type == HostClipboardType.text ? TypeIdentifiers.plainText : TypeIdentifiers.typeIdentifier(forMIME: type)
        let providers = items.map(\.itemProvider).filter { provider in
            provider.exportedRepresentations.contains { TypeIdentifiers.conforms($0.typeIdentifier, to: identifier) }
        }
        guard !providers.isEmpty else { return completion(nil) }
        guard type == HostClipboardType.uriList else { return loadData(identifier, from: providers[0], completion: completion) }
        var addresses = [URL?](repeating: nil, count: providers.count)
        var remaining = providers.count
        for (index, provider) in providers.enumerated() {
            loadData(identifier, from: provider) { data in
                addresses[index] = data.flatMap { URIList.urls(in: $0).first }
                remaining -= 1
                if remaining == 0 { completion(URIList.data(for: addresses.compactMap { $0 })) }
            }
        }
    }

    /// Loads a representation, handing the bytes back on the main actor.
    private static func loadData(_ identifier: String, from provider: NSItemProvider, completion: @escaping @MainActor (Data?) -> Void) {
        let handBack = ThreadCrossing(completion)
        provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, _ in
            if Thread.isMainThread {
                MainActor.assumeIsolated { handBack.value(data) }
            } else {
                Task { @MainActor in handBack.value(data) }
            }
        }
    }

    /// A window coordinate in pixels, clamped to what a window system takes.
    private static func pixel(_ value: CGFloat) -> Int {
        guard value.isFinite else { return 0 }
        return Int(max(-32768, min(32767, value.rounded(.down))))
    }
}

import Foundation
import OpenUIKitHost

/// Drags from other apps: the window system's drag becomes a drop session with no local
/// drag session, targeted at the window's drop interactions like a drag in the app.
extension WindowHost {
    func handle(_ drag: HostDragEvent, scale: CGFloat) {
        func point(_ x: Int, _ y: Int) -> CGPoint { CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale) }
        switch drag {
        case .entered(let types, let x, let y):
            endOtherAppsDrag(dropped: false)
            let item = UIDragItem(itemProvider: Self.provider(offering: types, from: surface))
            let targeting = DropTargeting(session: DropSessionState(items: [item], window: window, localDragSession: nil))
            targeting.session.allowsMoveOperation = false
            otherAppsDrag = targeting
            surface.answerDrag(Self.hostOperation(targeting.move(to: point(x, y), in: window)))
        case .moved(let x, let y):
            guard let targeting = otherAppsDrag else { return surface.answerDrag(.none) }
            surface.answerDrag(Self.hostOperation(targeting.move(to: point(x, y), in: window)))
        case .left:
            otherAppsDrag?.leave()
            endOtherAppsDrag(dropped: false)
        case .dropped(let x, let y):
            guard let targeting = otherAppsDrag else { return surface.finishDrop(.none) }
            let operation = targeting.move(to: point(x, y), in: window)
            guard operation == .copy || operation == .move else {
                targeting.leave()
                endOtherAppsDrag(dropped: false)
                return surface.finishDrop(.none)
            }
            dropOneItemPerAddress(targeting)
        }
    }

    /// A list of files or links is one item per address, as dragging several files is on
    /// iOS; the list is read first, then the drop performed.
    private func dropOneItemPerAddress(_ targeting: DropTargeting) {
        guard targeting.session.hasItemsConforming(toTypeIdentifiers: [TypeIdentifiers.url]),
              targeting.session.items.first?.itemProvider is OtherAppItemProvider else {
            return perform(targeting)
        }
        surface.loadDraggedData(type: HostClipboardType.uriList) { [weak self] data in
            guard let self, self.otherAppsDrag === targeting else { return }
            let urls = data.map(URIList.urls(in:)) ?? []
            if !urls.isEmpty { targeting.session.items = urls.map(Self.item(for:)) }
            self.perform(targeting)
        }
    }

    private func perform(_ targeting: DropTargeting) {
        let operation = targeting.drop()
        endOtherAppsDrag(dropped: operation != .cancel)
        // After the loads `performDrop` asked for reach the surface (they may hop to the
        // main actor too), so the other app keeps its data until they are read.
        let surface = surface
        Task { @MainActor in surface.finishDrop(Self.hostOperation(operation)) }
    }

    private func endOtherAppsDrag(dropped: Bool) {
        otherAppsDrag?.end(dropped: dropped)
        otherAppsDrag = nil
    }

    private static func hostOperation(_ operation: UIDropOperation) -> HostDragOperation {
        switch operation {
        case .copy: .copy
        case .move: .move
        case .cancel, .forbidden: .none
        }
    }

    /// An item for one dropped address: a file's contents and URL, or a link.
    private static func item(for url: URL) -> UIDragItem {
        let provider = url.isFileURL ? NSItemProvider(contentsOf: url) ?? NSItemProvider(object: url as NSURL) : NSItemProvider(object: url as NSURL)
        if provider.suggestedName == nil { provider.suggestedName = url.deletingPathExtension().lastPathComponent.nilIfEmpty }
        return UIDragItem(itemProvider: provider)
    }

    /// A provider of the other app's data, one representation per type identifier, each
    /// loaded from the window system only when asked for.
    private static func provider(offering types: [String], from surface: any HostSurface) -> NSItemProvider {
        let provider = OtherAppItemProvider()
        let source = ThreadCrossing(WeakSurface(surface: surface))
        var registered: Set<String> = []
        for mime in preferredOrder(types) {
            let identifier = TypeIdentifiers.typeIdentifier(forMIME: mime)
            guard registered.insert(identifier).inserted else { continue }
            provider.registerDataRepresentation(forTypeIdentifier: identifier, visibility: .all) { completion in
                let load = { @MainActor in
                    guard let surface = source.value.surface else { return completion(nil, nil) }
                    surface.loadDraggedData(type: mime) { data in completion(data, nil) }
                }
                if Thread.isMainThread { MainActor.assumeIsolated { load() } } else { Task { @MainActor in load() } }
                return nil
            }
        }
        return provider
    }

    /// UTF-8 text first among the text aliases, otherwise the other app's order.
    private static func preferredOrder(_ types: [String]) -> [String] {
        types.filter { $0 == HostClipboardType.text } + types.filter { $0 != HostClipboardType.text }
    }
}

/// The item another app's drag offers before its data is read.
private final class OtherAppItemProvider: NSItemProvider, @unchecked Sendable {}

/// The surface a drag came through, which may close before a load is asked for.
private struct WeakSurface {
    weak var surface: (any HostSurface)?
}

import Foundation

/// What drag and drop sessions share: the items, and where the drag is in its window.
/// The drag interaction (or, for a drag from another app, the window host) moves it.
@MainActor
class DragDropSessionState: NSObject, UIDragDropSession {
    /// The items; a drop from another app may replace its one item with one per file just
    /// before the drop is performed.
    var items: [UIDragItem]
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// The window the drag is over and the point in it.
    weak var window: UIWindow?
    var windowLocation = CGPoint.zero

    init(items: [UIDragItem], window: UIWindow) {
        self.items = items
        self.window = window
        super.init()
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return .zero }
        return window.convert(windowLocation, to: view)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// A drag that started in this app, as its drag interaction's delegate sees it.
@MainActor
final class DragSessionState: DragDropSessionState, UIDragSession {
    var localContext: Any?
}

/// A drag as drop targets see it, from this app (with its drag session) or another.
@MainActor
final class DropSessionState: DragDropSessionState, UIDropSession {
    let localDragSession: (any UIDragSession)?
    var progressIndicatorStyle = UIDropSessionProgressIndicatorStyle.default
    let progress = Progress(totalUnitCount: 0)
    /// Called when a drop target first asks for the items' data.
    var didRequestData: (() -> Void)?

    init(items: [UIDragItem], window: UIWindow, localDragSession: DragSessionState?) {
        self.localDragSession = localDragSession
        super.init(items: items, window: window)
        if let localDragSession {
            allowsMoveOperation = localDragSession.allowsMoveOperation
            isRestrictedToDraggingApplication = localDragSession.isRestrictedToDraggingApplication
        }
    }

    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping @MainActor ([any NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        let loading = Progress(totalUnitCount: Int64(providers.count))
        progress.totalUnitCount += Int64(providers.count)
        let results = LoadedObjects(count: providers.count) { objects in
            let loaded = ThreadCrossing(objects)
            Task { @MainActor in completion(loaded.value) }
        }
        didRequestData?()
        didRequestData = nil
        for (index, provider) in providers.enumerated() {
            let child = provider.loadObject(ofClass: aClass) { object, _ in results.set(object, at: index) }
            loading.addChild(child, withPendingUnitCount: 1)
        }
        return loading
    }
}

/// Collects objects loaded on any thread, in item order, and hands them over once all
/// have answered (objects that failed to load are left out).
private final class LoadedObjects: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ThreadCrossing<(any NSItemProviderReading)?>?]
    private let done: @Sendable ([any NSItemProviderReading]) -> Void

    init(count: Int, done: @escaping @Sendable ([any NSItemProviderReading]) -> Void) {
        slots = Array(repeating: nil, count: count)
        self.done = done
        if count == 0 { done([]) }
    }

    func set(_ object: (any NSItemProviderReading)?, at index: Int) {
        let finished: [any NSItemProviderReading]? = lock.withLock {
            guard slots[index] == nil else { return nil }
            slots[index] = ThreadCrossing(object)
            guard slots.allSatisfy({ $0 != nil }) else { return nil }
            return slots.compactMap { $0?.value }
        }
        if let finished { done(finished) }
    }
}

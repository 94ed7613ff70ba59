import Foundation

/// One thing being dragged: its data, through an item provider, and, within the app, the
/// model object it stands for.
///
/// ```swift
/// let item = UIDragItem(itemProvider: NSItemProvider(object: film.title as NSString))
/// item.localObject = film
/// ```
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The item's data in the representations the app registered.
    public let itemProvider: NSItemProvider
    /// The app's own object for the item; only drops in the same app see it.
    open var localObject: Any?

    /// An item whose data `itemProvider` provides.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

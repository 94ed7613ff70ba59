import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A stack of values private to each thread, as UIKit keeps the current graphics context
/// and the current trait collection: drawing on one thread never sees another's.
final class ThreadLocalStack<Element>: @unchecked Sendable {
    private final class Storage {
        var items: [Element] = []
    }

    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        self.key = key
    }

    private var storage: Storage {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as! Storage
        }
        let storage = Storage()
        pthread_setspecific(key, Unmanaged<AnyObject>.passRetained(storage).toOpaque())
        return storage
    }

    var last: Element? { storage.items.last }

    func push(_ element: Element) { storage.items.append(element) }

    @discardableResult
    func pop() -> Element? { storage.items.popLast() }

    /// Replaces the top element, or pushes one onto an empty stack.
    func replaceLast(with element: Element) {
        let storage = self.storage
        if storage.items.isEmpty { storage.items.append(element) } else { storage.items[storage.items.count - 1] = element }
    }
}

import Foundation
import OpenQuartzCore
import OpenUIKit

/// A value kept in `UserDefaults` under a key: reading it reads the defaults, setting it
/// writes them and runs the body of every view showing that key again.
///
/// ```swift
/// struct Settings: View {
///     @AppStorage("showsSubtitles") private var showsSubtitles = true
///     var body: some View {
///         Button(showsSubtitles ? "Hide subtitles" : "Show subtitles") { showsSubtitles.toggle() }
///     }
/// }
/// ```
///
/// The store is `store` when given, otherwise the one ``View/defaultAppStorage(_:)`` set,
/// otherwise `UserDefaults.standard`. How it differs from SwiftUI: a change made to the
/// defaults directly (not through an `AppStorage`) shows at the view's next body run.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let link: AppStorageLink<Value>

    init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        link = AppStorageLink(key: key, defaultValue: defaultValue, store: store, read: read, write: write)
    }

    /// The value in the store, or the default when the store has none.
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let link = self.link
        return Binding(get: { link.value }, set: { link.value = $0 })
    }
}

extension AppStorage {
    /// A Boolean kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Bool }, write: { $0.set($2, forKey: $1) })
    }

    /// An integer kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Int }, write: { $0.set($2, forKey: $1) })
    }

    /// A number kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.object(forKey: $1) as? Double }, write: { $0.set($2, forKey: $1) })
    }

    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.string(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.url(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// Data kept under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0.data(forKey: $1) }, write: { $0.set($2, forKey: $1) })
    }

    /// A value kept under `key` as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A value kept under `key` as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store,
                  read: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) }, write: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key`; `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0.object(forKey: $1) as? Bool }, write: { Self.set($2, in: $0, key: $1) })
    }

    /// An optional integer kept under `key`; `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0.object(forKey: $1) as? Int }, write: { Self.set($2, in: $0, key: $1) })
    }

    /// An optional number kept under `key`; `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0.object(forKey: $1) as? Double }, write: { Self.set($2, in: $0, key: $1) })
    }

    /// An optional string kept under `key`; `nil` removes it.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0.string(forKey: $1) }, write: { Self.set($2, in: $0, key: $1) })
    }

    private static func set<T>(_ value: T?, in store: UserDefaults, key: String) {
        if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
    }
}

extension AppStorage: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        let watcher = node.storage(in: &slot) { AppStorageWatcher(node: node) }
        let store = link.store ?? environment.defaultAppStorage ?? .standard
        link.resolvedStore = store
        watcher.watch(store: ObjectIdentifier(store), key: link.key)
    }
}

/// Where an `AppStorage` reads and writes.
final class AppStorageLink<Value>: @unchecked Sendable {
    // Used on the main actor (bodies and actions); made wherever views are made.
    let key: String
    let defaultValue: Value
    let store: UserDefaults?
    var resolvedStore: UserDefaults?
    private let read: (UserDefaults, String) -> Value?
    private let write: (UserDefaults, String, Value) -> Void

    init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value?, write: @escaping (UserDefaults, String, Value) -> Void) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store
        self.read = read
        self.write = write
    }

    private var currentStore: UserDefaults { resolvedStore ?? store ?? .standard }

    var value: Value {
        get { read(currentStore, key) ?? defaultValue }
        set {
            let store = currentStore
            write(store, key, newValue)
            let key = self.key, id = ObjectIdentifier(store)
            guard MainActorCleanup.isOnMainActor else {
                return ObservationInvalidation.post { AppStorageWatchers.changed(store: id, key: key) }
            }
            MainActor.assumeIsolated { AppStorageWatchers.changed(store: id, key: key) }
        }
    }
}

/// A view's watch on one key of one store (user defaults, or a scene's storage): a change
/// made through any `AppStorage` or `SceneStorage` of that key runs its body again. Kept
/// in the view's node.
@MainActor
final class AppStorageWatcher {
    private weak var node: ViewNode?
    private(set) var key: (store: ObjectIdentifier, name: String)?

    init(node: ViewNode) { self.node = node }

    func watch(store: ObjectIdentifier, key: String) {
        self.key = (store, key)
        AppStorageWatchers.add(self)
    }

    func changed() { node?.setNeedsBody() }
}

/// The watchers of `AppStorage` keys: as process-wide as the defaults they watch.
@MainActor
enum AppStorageWatchers {
    private static var watchers: [WeakWatcher] = []

    private struct WeakWatcher {
        weak var watcher: AppStorageWatcher?
    }

    static func add(_ watcher: AppStorageWatcher) {
        guard !watchers.contains(where: { $0.watcher === watcher }) else { return }
        watchers.removeAll { $0.watcher == nil }
        watchers.append(WeakWatcher(watcher: watcher))
    }

    static func changed(store id: ObjectIdentifier, key: String) {
        for entry in watchers {
            guard let watcher = entry.watcher, let watched = watcher.key, watched.store == id, watched.name == key else { continue }
            watcher.changed()
        }
    }
}

/// The store `AppStorage` uses when it names none.
private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `AppStorage` properties inside use when they name none.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the defaults that `AppStorage` properties inside use when they name
    /// none.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}

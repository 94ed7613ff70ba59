import Foundation
import OpenQuartzCore
import OpenUIKit

/// A value kept for the window's scene under a key: it outlives the views that show it
/// for as long as the scene's session lasts, and every view of that key in the scene
/// follows its changes.
///
/// ```swift
/// struct Reader: View {
///     @SceneStorage("selectedTab") private var selectedTab = "library"
///     var body: some View { Text(selectedTab) }
/// }
/// ```
///
/// How it differs from SwiftUI: values are not written to disk (a session does not
/// outlive the process); a view outside any window scene keeps its values for as long as
/// its hosting view lives.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let link: SceneStorageLink<Value>

    init(key: String, defaultValue: Value) {
        link = SceneStorageLink(key: key, defaultValue: defaultValue)
    }

    /// The value kept for the scene, or the default.
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

extension SceneStorage {
    /// A Boolean kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An integer kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A number kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A string kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A URL kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Data kept under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// A value kept under `key` by its integer raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value kept under `key` by its string raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Boolean kept under `key`.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }
    /// An optional integer kept under `key`.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }
    /// An optional number kept under `key`.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }
    /// An optional string kept under `key`.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }
}

extension SceneStorage: NodeLinkedProperty {
    func link(to node: ViewNode, slot: inout Int, environment: EnvironmentValues) {
        let watcher = node.storage(in: &slot) { AppStorageWatcher(node: node) }
        let values = SceneValues.values(for: node.graph)
        link.values = values
        watcher.watch(store: ObjectIdentifier(values), key: link.key)
    }
}

/// What a scene's views keep with `SceneStorage`.
@MainActor
final class SceneValues {
    var values: [String: Any] = [:]

    /// The values of the scene the graph's hosting view is in, or the graph's own.
    static func values(for graph: ViewGraph) -> SceneValues {
        if let session = graph.host?.window?.windowScene?.session {
            if let existing = session.sceneStorage as? SceneValues { return existing }
            let made = SceneValues()
            session.sceneStorage = made
            return made
        }
        return graph.ownSceneValues
    }
}

extension ViewGraph {
    /// The scene values of a graph whose hosting view is in no window scene.
    var ownSceneValues: SceneValues {
        if let existing = sceneValues as? SceneValues { return existing }
        let made = SceneValues()
        sceneValues = made
        return made
    }
}

/// Where a `SceneStorage` finds the values of its scene.
final class SceneStorageLink<Value>: @unchecked Sendable {
    // Used on the main actor (bodies and actions); made wherever views are made.
    let key: String
    let defaultValue: Value
    var values: SceneValues?

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var value: Value {
        get {
            let key = self.key
            return MainActor.assumeIsolated { UncheckedValue(value: values?.values[key] as? Value) }.value ?? defaultValue
        }
        set {
            let key = self.key, box = UncheckedValue(value: newValue)
            MainActor.assumeIsolated {
                guard let values else { return }
                values.values[key] = box.value
                AppStorageWatchers.changed(store: ObjectIdentifier(values), key: key)
            }
        }
    }

    /// A value carried in and out of the main actor's closures (values are used there only).
    private struct UncheckedValue<Carried>: @unchecked Sendable {
        let value: Carried
    }
}

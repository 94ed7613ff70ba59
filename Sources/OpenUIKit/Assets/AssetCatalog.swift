import Foundation
import Synchronization

/// The asset catalogs (`.xcassets` folders) of a bundle, as iOS apps ship them and SwiftPM
/// copies them as resources: colour, image and symbol sets found by name, with their variants
/// for appearance, contrast and scale read from each set's `Contents.json`.
///
/// Folders inside a catalog group sets; a folder whose `Contents.json` says
/// `"provides-namespace": true` prefixes its sets' names (`Folder/name`), as Xcode does.
struct AssetCatalog: Sendable {
    enum Kind: String, Sendable, CaseIterable { case color = "colorset", image = "imageset", symbol = "symbolset" }

    /// Every set of the bundle's catalogs by kind and name.
    private let sets: [Kind: [String: URL]]

    /// The catalogs of `bundle` (the main bundle when `nil`), read once per bundle.
    static func of(_ bundle: Bundle?) -> AssetCatalog {
        let root = (bundle ?? .main).resourceURL ?? URL(fileURLWithPath: (bundle ?? .main).bundlePath)
        return cache.withLock { cache in
            if let catalog = cache[root.path] { return catalog }
            let catalog = AssetCatalog(searching: root)
            cache[root.path] = catalog
            return catalog
        }
    }

    private static let cache = Mutex<[String: AssetCatalog]>([:])

    private init(searching root: URL) {
        var sets: [Kind: [String: URL]] = [:]
        for catalog in Self.catalogs(below: root, depth: 3) {
            Self.index(catalog, prefix: "", into: &sets)
        }
        self.sets = sets
    }

    /// The folder of the set of `kind` named `name`.
    func set(_ kind: Kind, named name: String) -> URL? { sets[kind]?[name] }

    private static func catalogs(below folder: URL, depth: Int) -> [URL] {
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        var found: [URL] = []
        for child in children.sorted(by: { $0.path < $1.path }) where isDirectory(child) {
            if child.pathExtension == "xcassets" {
                found.append(child)
            } else if depth > 0 {
                found += catalogs(below: child, depth: depth - 1)
            }
        }
        return found
    }

    private static func index(_ folder: URL, prefix: String, into sets: inout [Kind: [String: URL]]) {
        let children = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for child in children.sorted(by: { $0.path < $1.path }) where isDirectory(child) {
            let name = child.deletingPathExtension().lastPathComponent
            if let kind = Kind(rawValue: child.pathExtension) {
                // The first set of a name wins, as in a compiled catalog.
                if sets[kind]?[prefix + name] == nil { sets[kind, default: [:]][prefix + name] = child }
            } else if child.pathExtension.isEmpty {
                let namespaced = (contents(of: child)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                index(child, prefix: namespaced ? prefix + name + "/" : prefix, into: &sets)
            }
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
    }

    /// A set's or folder's `Contents.json`, or `nil` when it is missing or not a JSON object.
    static func contents(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        return object
    }
}

/// What an entry of a set's `Contents.json` is for: its appearance (light, dark), contrast
/// and scale, and how well it suits some traits.
struct AssetVariant {
    var isDark = false
    var isHighContrast = false
    var scale: CGFloat?
    /// The entry was made for another device (`idiom` other than universal or iPhone).
    var isOtherIdiom = false

    init(_ entry: [String: Any]) {
        for appearance in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): isDark = true
            case ("contrast", "high"): isHighContrast = true
            default: break
            }
        }
        if let text = entry["scale"] as? String, let value = Double(text.trimmingCharacters(in: CharacterSet(charactersIn: "x"))), value > 0 {
            scale = CGFloat(value)
        }
        let idiom = entry["idiom"] as? String ?? "universal"
        isOtherIdiom = !["universal", "iphone"].contains(idiom)
    }

    /// Higher suits better; `nil` when the entry is for another appearance or contrast than
    /// the traits ask for and cannot stand in for it.
    func score(dark: Bool, highContrast: Bool) -> Int? {
        guard !isOtherIdiom else { return nil }
        if isDark && !dark { return nil }
        if isHighContrast && !highContrast { return nil }
        return (isDark == dark ? 2 : 0) + (isHighContrast == highContrast ? 1 : 0)
    }
}

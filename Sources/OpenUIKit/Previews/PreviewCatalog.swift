import Foundation

/// Every preview linked into the running program: each `#Preview` (UIKit or SwiftUI) and
/// each `PreviewProvider`, for tools that render them headless.
///
/// An OpenUIKit extension: Xcode finds previews in source; on Linux, OpenUIKit finds them
/// in the program. `OpenUIKitTesting` renders them to images and snapshot-tests them.
///
/// ```swift
/// for entry in PreviewCatalog.entries {
///     print(entry.name, entry.fileID, entry.line)
/// }
/// ```
public enum PreviewCatalog {
    /// One preview found in the program.
    public struct Entry: Sendable {
        /// The preview's name: the name given to `#Preview`, or its file and line
        /// (`Inbox.swift:42`) as Xcode's canvas labels it; a provider's type name.
        public let name: String
        /// The file the preview is written in (`Module/File.swift`), empty for providers.
        public let fileID: String
        /// The line the preview starts on (0 for providers).
        public let line: Int
        let make: @MainActor @Sendable () throws -> Preview

        /// Makes the preview (throws when its setup does).
        @MainActor public func makePreview() throws -> Preview { try make() }
    }

    /// The previews of the running program, by file and line, then name; previews made
    /// by a `PreviewProvider` follow those of `#Preview`.
    @MainActor public static var entries: [Entry] {
        macroEntries() + providerEntries()
    }

    @MainActor private static func macroEntries() -> [Entry] {
        let registries = ConformanceRecords.types(conformingTo: "PreviewRegistry", inModule: "OpenUIKit")
            .compactMap { $0 as? any PreviewRegistry.Type }
        return registries.map { registry in
            let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
            // Making a preview only evaluates its name and traits; its body runs when rendered.
            let displayName = (try? registry.makePreview())?.displayName
            return Entry(
                name: displayName ?? "\(file):\(registry.line)", fileID: registry.fileID, line: registry.line,
                make: { try registry.makePreview() })
        }
        .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    }

    @MainActor private static func providerEntries() -> [Entry] {
        let providers = ConformanceRecords.types(conformingTo: "_PreviewProvider", inModule: "OpenUIKit")
            .compactMap { $0 as? any _PreviewProvider.Type }
        return providers.flatMap { provider in
            let previews = provider._previews
            return previews.indices.map { index in
                Entry(name: previews[index].name, fileID: "", line: 0, make: { provider._previews[index].preview })
            }
        }
        .sorted { $0.name < $1.name }
    }
}

import Foundation

/// A type that makes one preview; the `#Preview` macro declares one for each use.
///
/// You don't conform to this protocol yourself: the macro does, recording where the
/// preview is written so tools can name it by file and line.
public protocol PreviewRegistry {
    /// The file the preview is written in, as `#fileID` names it.
    static var fileID: String { get }
    /// The line the preview starts on.
    static var line: Int { get }
    /// The column the preview starts at.
    static var column: Int { get }
    /// Makes the preview (a preview whose setup fails throws).
    @MainActor static func makePreview() throws -> Preview
}

/// A type that supplies previews the way `PreviewProvider` does; frameworks above UIKit
/// conform their provider protocol to it so the preview tools find their previews too.
public protocol _PreviewProvider {
    /// The previews the type supplies, named.
    @MainActor static var _previews: [(name: String, preview: Preview)] { get }
}

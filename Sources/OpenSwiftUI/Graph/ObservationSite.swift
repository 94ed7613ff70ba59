/// Where a node reads what it watches: its body, its `ForEach` content, or a read at a
/// place in the source. Each site keeps its own run of observation, superseded only by the
/// next read at the same site.
struct ObservationSite: Hashable {
    /// The address of the file's name (a literal, one per file), 0 for the node's own sites.
    private let file: UInt
    private let line: UInt

    private init(file: UInt, line: UInt) {
        self.file = file
        self.line = line
    }

    /// A read at a place in the source.
    init(file: StaticString, line: UInt) {
        self.init(file: UInt(bitPattern: file.utf8Start), line: line)
    }

    /// The node's body.
    static let body = ObservationSite(file: 0, line: 0)
    /// A `ForEach`'s content, read for its elements.
    static let forEach = ObservationSite(file: 0, line: 1)
}

import Foundation

/// UIKit's view of an index path: a section and an item (or row) in it.
extension IndexPath {
    /// The path to `item` in `section`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The path to `row` in `section` (table views' name for an item).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }

    /// The row in the section: the second index.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}

import Foundation
import OpenUIKit

/// The preview command's options.
struct PreviewCommandOptions {
    static let usage = "usage: previews [--output DIR] [--filter TEXT] [--scale N] [--list]"

    var output = "previews"
    var filter: String?
    var scale: CGFloat = 2
    var listOnly = false
    /// Set in the child process that renders one preview.
    var renderOnly: Int?

    /// The options in `arguments`, or `nil` when one is unknown or lacks its value.
    init?(arguments: [String]) {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            switch option {
            case "--list":
                listOnly = true
            case "--output", "--filter", "--scale", "--render-one":
                guard let value = remaining.popFirst() else { return nil }
                guard apply(option, value) else { return nil }
            default:
                return nil
            }
        }
    }

    private mutating func apply(_ option: String, _ value: String) -> Bool {
        switch option {
        case "--output": output = value
        case "--filter": filter = value
        case "--scale":
            guard let number = Double(value), number.isFinite, number > 0, number <= 4 else { return false }
            scale = CGFloat(number)
        default:
            guard let index = Int(value) else { return false }
            renderOnly = index
        }
        return true
    }

    /// The file name of each preview's images, distinct.
    func fileNames(of entries: [PreviewCatalog.Entry]) -> [String] {
        var names = PreviewSnapshotNames()
        return entries.map { names.unique($0.name) }
    }
}

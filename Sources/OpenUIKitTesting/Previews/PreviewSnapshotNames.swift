import Foundation

/// File-safe, distinct names for previews' reference images.
struct PreviewSnapshotNames {
    private var used: [String: Int] = [:]

    /// `name` with characters other than letters, digits, `-` and `_` replaced by `_`,
    /// numbered when an earlier preview had the same name.
    mutating func unique(_ name: String) -> String {
        let safe = String(name.unicodeScalars.map { scalar in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
        })
        let base = safe.isEmpty ? "preview" : safe
        let count = used[base, default: 0]
        used[base] = count + 1
        return count == 0 ? base : "\(base)_\(count + 1)"
    }
}

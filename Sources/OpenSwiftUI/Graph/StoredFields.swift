import Foundation
@_spi(Reflection) import Swift

/// The stored fields of a struct type, in declaration order: what view comparison and the
/// dynamic-property installer read values by.
enum StoredFields {
    /// The offset and type of each stored field of `type`, or `nil` when its fields cannot
    /// be listed (classes, enums).
    static func of(_ type: Any.Type) -> [(offset: Int, type: Any.Type)]? {
        guard !(type is AnyClass) else { return nil }
        var fields: [(offset: Int, type: Any.Type)] = []
        let listed = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            fields.append((offset, fieldType))
            return true
        }
        return listed ? fields : nil
    }
}

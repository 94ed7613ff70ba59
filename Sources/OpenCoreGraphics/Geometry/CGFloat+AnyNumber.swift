import Foundation

extension CGFloat {
    /// A number given as any of Swift's number types or an `NSNumber`, as attribute values
    /// and animation values arrive (`fromValue = 0` holds an `Int`); `nil` for anything else.
    package init?(anyNumber value: Any?) {
        switch value {
        case let value as CGFloat: self = value
        case let value as Double: self = CGFloat(value)
        case let value as Float: self = CGFloat(value)
        case let value as Int: self = CGFloat(value)
        case let value as NSNumber: self = CGFloat(value.doubleValue)
        default: return nil
        }
    }
}

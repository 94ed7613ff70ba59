import Foundation

/// Reads option and property values as ImageIO accepts them: booleans and numbers of any
/// numeric type (or `NSNumber`).
enum ImageSourceOption {
    static func bool(_ value: Any?) -> Bool {
        switch value {
        case let flag as Bool: flag
        case let number as NSNumber: number.boolValue
        default: number(value).map { $0 != 0 } ?? false
        }
    }

    static func number(_ value: Any?) -> CGFloat? {
        let number: Double? = switch value {
        case let v as Int: Double(v)
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as UInt: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
        guard let number, number.isFinite else { return nil }
        return CGFloat(number)
    }
}

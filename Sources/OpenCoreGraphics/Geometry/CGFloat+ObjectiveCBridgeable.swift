import Foundation

#if !canImport(ObjectiveC)
/// `CGFloat` bridges to `NSNumber`, as it does on Apple's platforms.
///
/// Foundation on Linux boxes a `CGFloat` it is handed as `Any` (an attribute value such
/// as `[.kern: spacing]`, an element of an `NSArray`) instead of bridging it to a number,
/// and Core Foundation halts the process when it compares two such boxes whose first bits
/// read as no type (two `.kern` values over the same characters). Bridged, the value is an
/// `NSNumber`, compares as a number, and reads back as a `CGFloat`.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber

    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
#endif

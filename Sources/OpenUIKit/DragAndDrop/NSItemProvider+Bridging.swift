import Foundation

/// Swift value types (`String`, `URL`) through the classes they bridge to, as Foundation's
/// Swift overlay offers them on Apple's systems.
extension NSItemProvider {
    /// A provider of a bridged value's representations (`NSItemProvider(object: "text")`
    /// reads as `NSItemProvider(object: "text" as NSString)`).
    public convenience init<T: _ObjectiveCBridgeable>(object: T) where T._ObjectiveCType: NSItemProviderWriting {
        self.init(object: object._bridgeToObjectiveC())
    }

    /// Registers each representation a bridged value writes.
    public func registerObject<T: _ObjectiveCBridgeable>(_ object: T, visibility: NSItemProviderRepresentationVisibility)
    where T._ObjectiveCType: NSItemProviderWriting {
        registerObject(object._bridgeToObjectiveC(), visibility: visibility)
    }

    /// Whether a representation is one `T`'s bridged class reads.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// Loads a bridged value (`String`, `URL`) from the first representation its class reads.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(
        ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress where T._ObjectiveCType: NSItemProviderReading {
        let bridge = BridgingCompletion(completionHandler)
        return loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type, completionHandler: bridge.finish)
    }
}

/// Turns a loaded bridged-class object into its Swift value for a completion handler.
private final class BridgingCompletion<T: _ObjectiveCBridgeable>: @unchecked Sendable {
    private let handler: @Sendable (T?, (any Error)?) -> Void

    init(_ handler: @escaping @Sendable (T?, (any Error)?) -> Void) { self.handler = handler }

    @Sendable func finish(_ object: (any NSItemProviderReading)?, _ error: (any Error)?) {
        guard let object = object as? T._ObjectiveCType else { return handler(nil, error) }
        var value: T?
        T._forceBridgeFromObjectiveC(object, result: &value)
        handler(value, nil)
    }
}

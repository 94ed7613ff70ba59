import Foundation

/// `Never` is the body of primitive views: they are drawn by OpenSwiftUI itself.
extension Never: View {
    public typealias Body = Never

    /// A primitive view has no body; reading one stops the program, as it does in SwiftUI.
    public var body: Never { primitiveBodyRequested(Never.self) }
}

/// Stops the program for the body of a primitive view, which only OpenSwiftUI draws.
func primitiveBodyRequested<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view: its body must not be read")
}

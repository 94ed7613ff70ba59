import Foundation

extension Axis: CustomStringConvertible {
    /// `horizontal` or `vertical`, as SwiftUI describes an axis.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

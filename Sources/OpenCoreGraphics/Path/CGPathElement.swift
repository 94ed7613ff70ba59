import Foundation

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path, as `CGPath.applyWithBlock(_:)` hands it out.
///
/// `points` holds one point for move and line elements, two for quadratic curves
/// (control, end), three for cubic curves (control 1, control 2, end), none for close.
/// It is valid only during the call that received it.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points (see the type's overview for how many).
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element of a kind with its points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

extension CGPath {
    /// Calls `block` once for each element of the path, in order.
    ///
    /// ```swift
    /// path.applyWithBlock { element in
    ///     if element.pointee.type == .moveToPoint { print(element.pointee.points[0]) }
    /// }
    /// ```
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            let points = buffer.baseAddress!
            for segment in segments {
                let type: CGPathElementType
                switch segment {
                case .move(let p):
                    type = .moveToPoint
                    points[0] = p
                case .line(let p):
                    type = .addLineToPoint
                    points[0] = p
                case .quad(let c, let p):
                    type = .addQuadCurveToPoint
                    points[0] = c
                    points[1] = p
                case .cubic(let c1, let c2, let p):
                    type = .addCurveToPoint
                    points[0] = c1
                    points[1] = c2
                    points[2] = p
                case .close:
                    type = .closeSubpath
                }
                var element = CGPathElement(type: type, points: points)
                block(&element)
            }
        }
    }
}

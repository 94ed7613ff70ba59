import Foundation

/// One stored element of a path. Points are in the path's own coordinate space.
enum PathSegment: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, to: CGPoint)
    case cubic(CGPoint, CGPoint, to: CGPoint)
    case close

    /// The point the pen rests on after this element (`nil` for close, which returns to the subpath start).
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p): p
        case .quad(_, let p): p
        case .cubic(_, _, let p): p
        case .close: nil
        }
    }

    func applying(_ t: CGAffineTransform) -> PathSegment {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), to: p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), to: p.applying(t))
        case .close: .close
        }
    }
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }

    static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    static func * (l: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: l.x * s, y: l.y * s) }

    func lerp(to other: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    var length: CGFloat { (x * x + y * y).squareRoot() }

    func distance(to other: CGPoint) -> CGFloat { (other - self).length }
}

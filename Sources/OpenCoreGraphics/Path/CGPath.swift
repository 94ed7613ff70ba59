import Foundation

/// An immutable graphics path: lines, curves and closed subpaths that can be filled,
/// stroked, hit-tested and transformed.
///
/// Build one with ``CGMutablePath``. Paths are reference types, as in CoreGraphics;
/// a `CGPath` obtained from `copy()` never changes afterwards.
///
/// ```swift
/// let path = CGMutablePath()
/// path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 80, height: 40), cornerWidth: 8, cornerHeight: 8)
/// path.contains(CGPoint(x: 40, y: 20))   // true
/// ```
///
/// Paths may cross threads: a mutable path's segments are read and changed under a lock,
/// so a `CGMutablePath` shared between threads is never torn (build it on one thread all
/// the same: interleaved additions from two threads make no sensible path).
public class CGPath: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The segments, guarded by `lock`.
    private var storedSegments: [PathSegment]
    private let lock = NSLock()

    /// The path's segments. Reads hand out the array (copied on write, so a reader never
    /// sees a later change); changes happen in place under the lock.
    var segments: [PathSegment] {
        get {
            lock.lock()
            defer { lock.unlock() }
            return storedSegments
        }
        _modify {
            lock.lock()
            defer { lock.unlock() }
            yield &storedSegments
        }
    }

    init(segments: [PathSegment]) {
        self.storedSegments = segments
    }

    /// A path holding one closed rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A path holding one ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A path holding one rounded rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no elements at all.
    public var isEmpty: Bool { segments.isEmpty }

    /// The point where the next element would start, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                subpathStart = p
                current = p
            case .close:
                current = subpathStart
            default:
                current = segment.endPoint ?? current
            }
        }
        return current
    }

    /// An immutable copy of the path.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// A copy with every point transformed by `transform` (or an unchanged copy for `nil`).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(segments: segments.map { $0.applying(t) })
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    /// A mutable copy with every point transformed by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(segments: segments.map { $0.applying(t) })
    }

    /// Returns the rectangle if the path is exactly one axis-aligned rectangle, else `nil`.
    ///
    /// CoreGraphics spells this `isRect(_:)` with an out-pointer; both forms exist.
    public var rectangle: CGRect? {
        var points: [CGPoint] = []
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == segments.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let xs = Set(points.map(\.x))
        let ys = Set(points.map(\.y))
        guard xs.count <= 2, ys.count <= 2 else { return nil }
        for i in 0..<4 {
            let p = points[i]
            let q = points[(i + 1) % 4]
            guard p.x == q.x || p.y == q.y else { return nil }
        }
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// Whether the path is one axis-aligned rectangle; writes it to `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = rectangle else { return false }
        rect?.pointee = found
        return true
    }

    /// Paths are equal when they hold the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    /// The element count and bounds, for logs and test failures.
    public var description: String { "CGPath(\(segments.count) elements, bounds: \(boundingBoxOfPath))" }
}

import Foundation

/// The outline of a 2D shape, as a value.
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 0))
/// path.addLine(to: CGPoint(x: 20, y: 10))
/// path.closeSubpath()
/// ```
public struct Path: Equatable, @unchecked Sendable {
    // A fresh copy is made before every mutation, so values never share a mutable path.
    private var storage: CGMutablePath

    /// An empty path.
    public init() { storage = CGMutablePath() }

    /// A path of a Core Graphics path.
    public init(_ path: CGPath) { storage = path.mutableCopy() ?? CGMutablePath() }

    /// A rectangle.
    public init(_ rect: CGRect) {
        self.init()
        storage.addRect(rect)
    }

    /// A rounded rectangle; continuous corners by default, as SwiftUI draws them.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        let radius = cornerRadius.isFinite ? max(0, min(cornerRadius, min(rect.width, rect.height) / 2)) : 0
        storage.addRoundedRect(in: rect, cornerRadii: CGCornerRadii(all: radius), style: style == .continuous ? .continuous : .circular)
    }

    /// An ellipse filling `rect`.
    public init(ellipseIn rect: CGRect) {
        self.init()
        storage.addEllipse(in: rect)
    }

    /// A path built by a closure.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// The Core Graphics path.
    public var cgPath: CGPath { storage.copy() ?? storage }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The smallest rectangle holding the path's points.
    public var boundingRect: CGRect { storage.boundingBoxOfPath }

    /// The path with `transform` applied to every point.
    public func applying(_ transform: CGAffineTransform) -> Path {
        let result = CGMutablePath()
        result.addPath(storage, transform: transform)
        return Path(result)
    }

    /// The path moved by `offset`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path between two fractions of its length, clamped to 0…1.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        Path(storage.trimmed(from: from, to: to))
    }

    /// The outline of the path drawn with a stroke style, as a path to fill.
    public func strokedPath(_ style: StrokeStyle) -> Path {
        Path(style.outline(of: storage))
    }

    /// Starts a subpath at `point`.
    public mutating func move(to point: CGPoint) { mutate { $0.move(to: point) } }
    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) { mutate { $0.addLine(to: point) } }

    /// Starts a subpath at the first point and draws lines through the others.
    public mutating func addLines(_ lines: [CGPoint]) { mutate { $0.addLines(between: lines) } }
    /// Adds a quadratic curve.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { mutate { $0.addQuadCurve(to: point, control: control) } }
    /// Adds a cubic curve.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        mutate { $0.addCurve(to: point, control1: control1, control2: control2) }
    }
    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) { mutate { $0.addRect(rect) } }
    /// Adds an ellipse as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) { mutate { $0.addEllipse(in: rect) } }
    /// Adds another path.
    public mutating func addPath(_ path: Path) { mutate { $0.addPath(path.storage) } }
    /// Closes the current subpath.
    public mutating func closeSubpath() { mutate { $0.closeSubpath() } }

    private mutating func mutate(_ change: (CGMutablePath) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.mutableCopy() ?? CGMutablePath() }
        change(storage)
    }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.storage == rhs.storage }
}

/// The curve of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smooth corners, whose curvature grows from the straight edge.
    case continuous
}

import Foundation

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue)
/// ```
public struct RoundedRectangle: Shape {
    /// The corners' size.
    public var cornerSize: CGSize
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerRadius`; continuous corners by default.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with corners of `cornerSize` (its width is used for both axes).
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width, style: style) }

    /// The corners' size animates.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// A capsule; circular ends by default, as in SwiftUI.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

/// The largest circle centred in its frame.
public struct Circle: Shape {
    /// A circle.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

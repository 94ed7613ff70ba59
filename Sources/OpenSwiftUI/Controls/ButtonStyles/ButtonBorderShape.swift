import Foundation

/// The shape of bordered buttons' backgrounds; a shape in its own right.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case capsule, circle
        case roundedRectangle(radius: CGFloat?)
    }

    let kind: Kind
    var inset: CGFloat = 0

    /// The platform's shape: a capsule, as iOS 26 draws bordered buttons.
    public static let automatic = ButtonBorderShape(kind: .capsule)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (an ellipse in a frame that is not square).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's corner radius for the button's size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius` (negative and non-finite radii are 0).
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isFinite ? max(0, radius) : 0))
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        guard r.width > 0, r.height > 0 else { return Path() }
        switch kind {
        case .capsule: return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2)
        case .circle: return Path(ellipseIn: r)
        case .roundedRectangle(let radius):
            return Path(roundedRect: r, cornerRadius: radius ?? min(12, min(r.width, r.height) / 2), style: .continuous)
        }
    }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var shape = self
        shape.inset += amount.isFinite ? amount : 0
        return shape
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static var defaultValue: ButtonBorderShape { .automatic } }

extension EnvironmentValues {
    /// The shape of bordered buttons inside.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the bordered buttons inside.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

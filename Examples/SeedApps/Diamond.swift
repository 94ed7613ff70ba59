import Foundation
import OpenSwiftUI

/// A rhombus touching the middle of each edge of its frame: a shape of the app's own, which
/// glass traces as a path.
public struct Diamond: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.closeSubpath()
        }
    }
}

#Preview("Diamond", traits: .fixedLayout(width: 120, height: 120)) {
    Diamond()
        .fill(.orange)
        .padding(20)
}

import Foundation

/// How the lines of a text of several lines line up.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing

    /// UIKit's alignment for a layout direction.
    func nsTextAlignment(for direction: LayoutDirection) -> NSTextAlignment {
        switch self {
        case .leading: .natural
        case .center: .center
        case .trailing: direction == .rightToLeft ? .left : .right
        }
    }
}

extension View {
    /// Aligns the lines of text of several lines inside.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Limits text inside to `number` lines (`nil` for no limit); the last line shown ends
    /// in an ellipsis.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number.map { max(1, $0) })
    }
}

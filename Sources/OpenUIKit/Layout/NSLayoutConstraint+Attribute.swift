import Foundation

extension NSLayoutConstraint {
    /// The part of an item's layout a constraint relates (Apple's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The first baseline's old name.
        public static var baseline: Attribute { .lastBaseline }

        var isDimension: Bool { self == .width || self == .height }

        /// Leading and trailing (and their margins): they follow the layout direction.
        var isDirectional: Bool { self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin }

        /// The attribute a right-to-left layout puts in this one's place: leading is the
        /// right edge, trailing the left (constants then run leftward).
        var mirrored: Attribute {
            switch self {
            case .leading: return .right
            case .trailing: return .left
            case .leadingMargin: return .rightMargin
            case .trailingMargin: return .leftMargin
            default: return self
            }
        }

        /// Left and right (and their margins): they never flip.
        var isAbsoluteHorizontal: Bool { self == .left || self == .right || self == .leftMargin || self == .rightMargin }

        var axis: Axis {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            default:
                return .vertical
            }
        }

        /// The name Apple's descriptions use.
        nonisolated var name: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint compare (Apple's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

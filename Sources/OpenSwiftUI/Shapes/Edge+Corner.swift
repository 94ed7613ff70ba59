import Foundation
import OpenUIKit

extension Edge {
    /// One corner of a rectangle, named by reading order.
    public enum Corner: Int8, Hashable, CaseIterable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner of a ``ConcentricRectangle`` is rounded: square, with a fixed
        /// radius, or concentric to the corner of the container shape around it.
        ///
        /// A number is a fixed radius: `ConcentricRectangle(corners: 12)`.
        public struct Style: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
            enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                case concentric(minimum: CGFloat?)
            }

            let kind: Kind

            /// A corner rounded by `radius` (zero for a square corner).
            public static func fixed(_ radius: CGFloat) -> Style {
                Style(kind: .fixed(radius.isFinite ? max(0, radius) : 0))
            }

            /// A corner whose radius is the container's corner radius minus the distance
            /// between the two corners (square when that is zero or less).
            public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }

            /// A concentric corner that is never rounded less than `minimum`.
            public static func concentric(minimum: Style? = nil) -> Style {
                switch minimum?.kind {
                case .fixed(let radius): Style(kind: .concentric(minimum: radius))
                case .concentric(let inner): Style(kind: .concentric(minimum: inner))
                case nil: Style(kind: .concentric(minimum: nil))
                }
            }

            public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
            public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }

            private init(kind: Kind) { self.kind = kind }

            /// The same corner for UIKit's corner configuration.
            var cornerRadius: UICornerRadius {
                switch kind {
                case .fixed(let radius): .fixed(Double(radius))
                case .concentric(let minimum): .containerConcentric(minimum: minimum)
                }
            }

            /// The radius where there is no container to be concentric to: the fixed radius,
            /// or a concentric corner's minimum.
            var radiusWithoutContainer: CGFloat {
                switch kind {
                case .fixed(let radius): radius
                case .concentric(let minimum): minimum ?? 0
                }
            }
        }
    }
}

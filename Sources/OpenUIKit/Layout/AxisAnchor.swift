import Foundation

/// An x or y anchor, so the arrangement can be written once for both axes.
@MainActor
enum AxisAnchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)

    func constraint(equalTo other: AxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { make(.equal, other, constant) }
    func constraint(greaterThanOrEqualTo other: AxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { make(.greaterThanOrEqual, other, constant) }
    func constraint(lessThanOrEqualTo other: AxisAnchor, constant: CGFloat = 0) -> NSLayoutConstraint { make(.lessThanOrEqual, other, constant) }

    private func make(_ relation: NSLayoutConstraint.Relation, _ other: AxisAnchor, _ constant: CGFloat) -> NSLayoutConstraint {
        switch (self, other) {
        case (.x(let a), .x(let b)): return a.constraint(relation, b, multiplier: 1, constant: constant)
        case (.y(let a), .y(let b)): return a.constraint(relation, b, multiplier: 1, constant: constant)
        default: preconditionFailure("the arrangement never mixes axes")
        }
    }
}

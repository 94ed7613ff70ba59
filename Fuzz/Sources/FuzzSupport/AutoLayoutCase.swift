import Foundation
import OpenUIKit

/// Views and random constraints from the input, laid out and measured.
@MainActor
public func layOutRandomConstraints(_ input: inout FuzzInput) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var views: [UIView] = [root]
    for _ in 0..<(1 + input.choose(6)) {
        let view: UIView = input.bool() ? UILabel() : UIView()
        (view as? UILabel)?.text = input.text(maximum: 12)
        (view as? UILabel)?.numberOfLines = input.choose(3)
        view.translatesAutoresizingMaskIntoConstraints = false
        input.pick(views).addSubview(view)
        views.append(view)
    }
    let stack = UIStackView(arrangedSubviews: [UIView(), UILabel()])
    stack.axis = input.bool() ? .horizontal : .vertical
    stack.distribution = input.pick([.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    stack.spacing = input.geometry(ordinary: 0...40)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    views.append(stack)
    let attributes: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .topMargin, .notAnAttribute,
    ]
    var constraints: [NSLayoutConstraint] = []
    for _ in 0..<input.choose(24) {
        let first = input.pick(views)
        let firstAttribute = input.pick(attributes)
        let second: UIView? = input.bool() ? input.pick(views) : nil
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: input.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]),
            toItem: second, attribute: second == nil ? .notAnAttribute : input.pick(attributes),
            multiplier: input.geometry(ordinary: -2...4), constant: input.geometry(ordinary: -400...400))
        constraint.priority = UILayoutPriority(Float(input.geometry(ordinary: 1...1_000)))
        constraints.append(constraint)
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    if input.bool() {
        NSLayoutConstraint.deactivate(Array(constraints.prefix(input.choose(constraints.count + 1))))
        root.frame.size = CGSize(width: input.geometry(), height: input.geometry())
        root.layoutIfNeeded()
    }
    _ = views.map { $0.systemLayoutSizeFitting(CGSize(width: input.geometry(), height: 0)) }
    _ = root.hasAmbiguousLayout
}

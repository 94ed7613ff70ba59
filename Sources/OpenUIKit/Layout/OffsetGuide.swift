import Foundation

/// The hidden guide behind `anchorWithOffset(to:)`: it spans from one anchor to another, so
/// its width (or height) is the offset between them.
@MainActor
enum OffsetGuide {
    static func spanning<A: AnyObject>(from first: NSLayoutAnchor<A>, to second: NSLayoutAnchor<A>,
                                       pins: (UILayoutGuide) -> [NSLayoutConstraint]) -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "NSLayoutAnchorOffset"
        guard let a = first.item, let b = second.item, let ancestor = LayoutItems.nearestCommonAncestor(a, b) else {
            ConsoleLog.report("anchorWithOffset(to:) needs two anchors in one view hierarchy; \(first) and \(second) have no common ancestor")
            return guide
        }
        ancestor.addLayoutGuide(guide)
        // The guide is free across its axis: pin that side so it is not ambiguous.
        let across: [NSLayoutConstraint] = A.self == NSLayoutXAxisAnchor.self
            ? [guide.topAnchor.constraint(equalTo: ancestor.topAnchor), guide.heightAnchor.constraint(equalToConstant: 0)]
            : [guide.leftAnchor.constraint(equalTo: ancestor.leftAnchor), guide.widthAnchor.constraint(equalToConstant: 0)]
        NSLayoutConstraint.activate(pins(guide) + across)
        return guide
    }
}

import Foundation
import Testing
@testable import OpenUIKit

@MainActor
final class BadgeView: UIView {
    @UIView.Invalidating(.display) var badgeColor: UIColor = .systemRed
    @UIView.Invalidating(.layout, .display) var badgePosition: CGPoint = .zero
    @UIView.Invalidating(.properties) var count = 0
    var draws = 0, layouts = 0, propertyUpdates = 0
    var counts: [Int] { [propertyUpdates, layouts, draws] }

    override func draw(_ rect: CGRect) { draws += 1 }
    override func layoutSubviews() { layouts += 1 }
    override func updateProperties() { propertyUpdates += 1 }
}

@MainActor
@Suite struct InvalidatingTests {
    @Test func changesRequestTheirInvalidationsOnly() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UpdatePass.run(from: badge, steps: .all)
        #expect(badge.counts == [1, 1, 1])
        badge.badgeColor = .systemBlue
        UpdatePass.run(from: badge, steps: .all)
        #expect(badge.counts == [1, 1, 2])
        badge.badgePosition = CGPoint(x: 3, y: 4)
        UpdatePass.run(from: badge, steps: .all)
        #expect(badge.counts == [1, 2, 3])
        badge.count = 5
        UpdatePass.run(from: badge, steps: .all)
        #expect(badge.counts == [2, 2, 3])
        // An equal value requests nothing.
        badge.count = 5
        UpdatePass.run(from: badge, steps: .all)
        #expect(badge.propertyUpdates == 2)
        #expect(badge.badgePosition == CGPoint(x: 3, y: 4))
    }
}

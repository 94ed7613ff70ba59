import Foundation
import Testing
@testable import OpenQuartzCore
@testable import OpenUIKit

/// Geometry boxed in `NSValue`, as animations and `[Any]` collections carry it.
@MainActor
@Suite struct NSValueGeometryTests {
    @Test func everyFormRoundTrips() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgVector: CGVector(dx: 3, dy: -4)).cgVectorValue == CGVector(dx: 3, dy: -4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).uiEdgeInsetsValue == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        let t3 = CATransform3DMakeTranslation(1, 2, 3)
        #expect(NSValue(caTransform3D: t3).caTransform3DValue == t3)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).isEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2))))
        #expect(NSValue(cgAffineTransform: transform).isEqual(NSValue(cgAffineTransform: transform)))
    }

    @Test func readingAnotherTypeGivesZero() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgRectValue == .zero)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgAffineTransformValue == .identity)
        #expect(NSValue(cgSize: CGSize(width: 1, height: 1)).caTransform3DValue == CATransform3DIdentity)
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 1)).cgPointValue == .zero)
    }

    @Test func animationsTakeBoxedValuesAndPlainNumbers() {
        var values = PresentedLayerValues(model: CALayer())
        values.apply("position", from: NSValue(cgPoint: CGPoint(x: 0, y: 0)), to: NSValue(cgPoint: CGPoint(x: 100, y: 50)), progress: 0.5)
        #expect(values.position == CGPoint(x: 50, y: 25))
        values.apply("opacity", from: 0, to: NSNumber(value: 1), progress: 0.25)
        #expect(values.opacity == 0.25)
        values.apply("transform", from: NSValue(caTransform3D: CATransform3DIdentity), to: NSValue(caTransform3D: CATransform3DMakeTranslation(10, 0, 0)), progress: 0.5)
        #expect(values.transform.m41 == 5)
    }
}

import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGAffineTransformTests {
    @Test func concatenatingAppliesSelfFirst() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        // The builder methods prepend: translate first, then scale.
        let builder = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(builder) == CGPoint(x: 22, y: 63))
    }

    @Test func rotationTurnsCounterclockwiseInYUpSpace() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let rotated = CGAffineTransform.identity.rotated(by: .pi)
        let q = CGPoint(x: 2, y: 1).applying(rotated)
        #expect(abs(q.x + 2) < 1e-12 && abs(q.y + 1) < 1e-12)
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let p = CGPoint(x: 3.5, y: -2)
        let back = p.applying(t).applying(t.inverted())
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        let product = t.concatenating(t.inverted())
        #expect(abs(product.a - 1) < 1e-12 && abs(product.d - 1) < 1e-12 && abs(product.b) < 1e-12)
    }

    @Test func singularMatrixInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesIgnoreTranslationAndRectsGrowToTheirCorners() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 2)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: 8))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(rect.width - 10 * 2.0.squareRoot()) < 1e-9)
        #expect(CGRect.null.applying(t).isNull)
    }
}

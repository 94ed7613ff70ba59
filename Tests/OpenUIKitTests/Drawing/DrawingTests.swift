import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct DrawingTests {
    private func format(scale: CGFloat) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    @Test func imageRendererIsTopLeftOriginAndScaled() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format(scale: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            #expect(context.format.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        let pixels = image.cgImage!
        #expect(pixels.width == 40)
        #expect(pixels.rgba(atX: 2, y: 2).red == 255)
        #expect(pixels.rgba(atX: 30, y: 15).alpha == 0)
    }

    @Test func aNewFormatStartsAtTheMainScreensScale() {
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: UIGraphicsImageRendererFormat()).image { _ in }
        #expect(image.cgImage?.width == Int(4 * UIScreen.main.scale))
    }

    @Test func bezierPathRoundedRectUsesContinuousCornersAndArcsTurnOnScreenClockwise() {
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 40)
        // The continuous curve starts 1.53 × r from the corner: a point 34 pt in and 0.7 pt
        // down is outside it, though inside a circular corner of the same radius.
        #expect(!rounded.contains(CGPoint(x: 166, y: 0.7)))
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise on screen (y down) from 3 o'clock to 6 o'clock: a quarter with positive y.
        #expect(arc.bounds.maxY > 9.9 && arc.bounds.minX > -0.01)
    }

    @Test func strokeUsesThePathsOwnLineWidth() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format(scale: 1)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 20))
            path.addLine(to: CGPoint(x: 40, y: 20))
            path.lineWidth = 10
            UIColor.black.setStroke()
            path.stroke()
        }
        let pixels = image.cgImage!
        #expect(pixels.rgba(atX: 20, y: 16).alpha == 255 && pixels.rgba(atX: 20, y: 24).alpha == 255)
        #expect(pixels.rgba(atX: 20, y: 13).alpha == 0)
    }

    @Test func drawHierarchyRendersSubviewsAndRunsPendingUpdates() {
        final class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.systemRed.setFill()
                UIBezierPath(ovalIn: bounds).fill()
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .white
        let dot = Dot(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(dot)
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format(scale: 1)).image { _ in
            root.drawHierarchy(in: root.bounds, afterScreenUpdates: true)
        }
        let pixels = image.cgImage!
        #expect(pixels.rgba(atX: 20, y: 20).red == 255 && pixels.rgba(atX: 20, y: 20).green == 59)
        #expect(pixels.rgba(atX: 2, y: 2) == (255, 255, 255, 255))
    }

    @Test func viewsThatDrawNothingHoldNoBitmap() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        plain.layoutIfNeeded()
        plain.displayContents()
        #expect(plain.layer.contents == nil)
    }

    @Test func pngRoundTripThroughUIImage() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8), format: format(scale: 2)).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        let data = image.pngData()!
        let decoded = UIImage(data: data, scale: 2)!
        #expect(decoded.size == CGSize(width: 8, height: 8))
        #expect(UIImage(data: Data("junk".utf8)) == nil)
    }
}

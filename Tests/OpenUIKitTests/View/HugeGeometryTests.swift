import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// Finite but huge geometry must render (or be clamped) without trapping: every conversion
/// from a coordinate to a pixel index on the rendering path is bounded.
@MainActor
@Suite("Huge finite geometry")
struct HugeGeometryTests {
    private func windowWithLabel() -> (UIWindow, UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.makeKeyAndVisible()
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 80, height: 24))
        label.text = "Huge"
        label.backgroundColor = .yellow
        window.addSubview(label)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        let imageView = UIImageView(image: image)
        imageView.frame = CGRect(x: 20, y: 40, width: 30, height: 20)
        window.addSubview(imageView)
        _ = window.renderedImage()
        return (window, label)
    }

    @Test(arguments: [1e30, -1e30, 1e19, 4e9])
    func aLabelCentredFarAwayRendersNothingThere(distance: Double) {
        let (window, label) = windowWithLabel()
        label.center = CGPoint(x: distance, y: distance)
        window.subviews.last?.center = CGPoint(x: distance, y: -distance)
        let image = window.renderedImage()
        #expect(image.cgImage!.rgba(atX: 50, y: 30).red == 255, "the label left the window")
    }

    @Test(arguments: [1e30, 1e19, -1e30])
    func aHugeTranslationRendersWithoutTrapping(offset: Double) {
        let (window, label) = windowWithLabel()
        label.transform = CGAffineTransform(translationX: offset, y: offset)
        window.subviews.last?.transform = CGAffineTransform(translationX: offset, y: 0)
        let image = window.renderedImage()
        #expect(image.cgImage!.rgba(atX: 50, y: 30).red == 255)
        label.transform = CGAffineTransform(scaleX: offset, y: offset)
        window.subviews.last?.transform = CGAffineTransform(scaleX: 1 / offset, y: offset)
        _ = window.renderedImage()
    }

    @Test(arguments: [1e19, 1e12, 1e7])
    func aHugeLabelIsClampedNotTrapped(width: Double) {
        let (window, label) = windowWithLabel()
        label.frame = CGRect(x: 0, y: 0, width: width, height: 24)
        label.text = "Wide"
        let image = window.renderedImage()
        #expect(image.size == window.bounds.size)
        label.frame = CGRect(x: 0, y: 0, width: 80, height: width)
        _ = window.renderedImage()
    }
}

extension HugeGeometryTests {
    @Test(arguments: [1e30, -1e30, 1e19])
    func drawingAHierarchyWithAFarAwayLabelDoesNotTrap(distance: Double) {
        let (window, label) = windowWithLabel()
        label.center = CGPoint(x: distance, y: 10)
        window.subviews.last?.transform = CGAffineTransform(translationX: 0, y: distance)
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        #expect(image.cgImage!.rgba(atX: 50, y: 30).red == 255)
        let context = try! CGContext.bitmap(width: 120, height: 80)
        window.layer.render(in: context)
    }
}

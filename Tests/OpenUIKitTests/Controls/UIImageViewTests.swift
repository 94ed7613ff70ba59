import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIImageView", .serialized)
struct UIImageViewTests {
    private func centrePixel(of view: UIImageView) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let image = view.layer.contents as! CGImage
        return image.rgba(atX: image.width / 2, y: image.height / 2)
    }

    @Test func symbolImagesAreDrawnInTheTintColourAndFollowIt() {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let red = centrePixel(of: view)
        #expect(red.red > 200 && red.green < 40 && red.alpha > 200, "a symbol takes the tint colour: \(red)")
        view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let blue = centrePixel(of: view)
        #expect(blue.blue > 200 && blue.red < 40, "a new tint colour redraws it: \(blue)")
    }

    @Test func aDynamicTintResolvesForTheWindowTheViewJoins() {
        let view = UIImageView(image: UIImage(systemName: "star.fill"))
        view.tintColor = .label
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.traitOverrides.userInterfaceStyle = .dark
        window.makeKeyAndVisible()
        window.addSubview(view)
        window.layoutIfNeeded()
        _ = window.renderedImage()
        let pixel = centrePixel(of: view)
        #expect(pixel.red > 200 && pixel.alpha > 200, "the label colour is white in a dark window: \(pixel)")
    }

    @Test func originalRenderingKeepsTheImagesOwnColours() {
        let view = UIImageView(image: UIImage(systemName: "star.fill")?.withRenderingMode(.alwaysOriginal))
        view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let pixel = centrePixel(of: view)
        #expect(pixel.red < 40 && pixel.alpha > 200, "an original-rendering symbol stays black: \(pixel)")
    }
}

extension UIImageViewTests {
    /// A 9 × 9 image: a red 3-pixel frame around a blue middle.
    private func framedImage() throws -> UIImage {
        let context = try CGContext.bitmap(width: 9, height: 9)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 3, y: 3, width: 3, height: 3))
        return UIImage(cgImage: try #require(context.makeImage()))
    }

    private func rendered(_ view: UIView) throws -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { view.layer.render(in: $0.cgContext) }
        return try #require(image.cgImage)
    }

    @Test func capInsetsKeepTheFrameThinWhileTheMiddleStretches() throws {
        let image = try framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        #expect(image.capInsets.left == 3 && image.resizingMode == .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let shot = try rendered(view)
        #expect(shot.rgba(atX: 1, y: 15).red > 240, "the left cap stays 3 pixels wide")
        #expect(shot.rgba(atX: 5, y: 15).blue > 240, "and the blue middle starts right after it")
        #expect(shot.rgba(atX: 55, y: 15).blue > 240 && shot.rgba(atX: 58, y: 15).red > 240)
        #expect(shot.rgba(atX: 30, y: 1).red > 240 && shot.rgba(atX: 30, y: 5).blue > 240)
    }

    @Test func tiledImagesRepeatTheirMiddle() throws {
        let image = try framedImage().resizableImage(withCapInsets: .zero)
        #expect(image.resizingMode == .tile)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 27, height: 9)
        let shot = try rendered(view)
        for x in [4, 13, 22] { #expect(shot.rgba(atX: x, y: 4).blue > 240, "a blue middle every 9 pixels, at \(x)") }
        for x in [1, 10, 19] { #expect(shot.rgba(atX: x, y: 4).red > 240, "a red frame every 9 pixels, at \(x)") }
        UIGraphicsImageRenderer(size: CGSize(width: 27, height: 9)).image { _ in image.draw(in: CGRect(x: 0, y: 0, width: 27, height: 9)) }
            .cgImage.map { drawn in #expect(drawn.rgba(atX: 13 * Int(drawn.width / 27), y: 4 * Int(drawn.height / 9)).blue > 240) }
    }

    @Test func nearestFilteringKeepsPixelsHard() throws {
        let view = UIImageView(image: try framedImage())
        view.frame = CGRect(x: 0, y: 0, width: 90, height: 90)
        view.layer.magnificationFilter = .nearest
        let hard = try rendered(view)
        let edge = hard.rgba(atX: 30, y: 45)
        #expect(edge.blue > 240 || edge.red > 240, "no blend at the colour boundary: \(edge)")
        view.layer.magnificationFilter = .linear
        let smooth = try rendered(view).rgba(atX: 30, y: 45)
        #expect(smooth.red > 20 && smooth.blue > 20, "linear filtering blends there: \(smooth)")
    }
}

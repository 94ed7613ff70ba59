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

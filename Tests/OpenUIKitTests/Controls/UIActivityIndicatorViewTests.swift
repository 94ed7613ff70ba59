import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIActivityIndicatorView", .manualClock)
struct UIActivityIndicatorViewTests {
    @Test func itIsHiddenUntilItAnimatesAndTakesItsStylesSize() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.style = .large
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        #expect(spinner.isAccessibilityElement && spinner.accessibilityLabel == "In progress")
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAccessibilityElement)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.color = nil
        #expect(spinner.color == .secondaryLabel, "nil is the default colour")
    }

    @Test func theSpokesTurnOnTheMediaClock() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let root = UIViewController()
        root.view.backgroundColor = .white
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .black
        spinner.center = CGPoint(x: 100, y: 100)
        root.view.addSubview(spinner)
        let window = presentationScene(root)
        spinner.startAnimating()
        func topSpoke() throws -> Int {
            Int(try #require(window.renderedImage().cgImage).rgba(atX: 100, y: 86).red)
        }
        let first = try topSpoke()
        TestClock.advance(by: 1.0 / 8)
        let second = try topSpoke()
        #expect(first != second, "the brightness moves on: \(first) then \(second)")
        TestClock.advance(by: 7.0 / 8)
        #expect(try topSpoke() == first, "and comes round in a second")
        spinner.stopAnimating()
        TestClock.advance(by: 0.5)
        #expect(spinner.isHidden)
    }
}

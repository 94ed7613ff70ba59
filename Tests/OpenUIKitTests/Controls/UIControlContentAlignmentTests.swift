import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UIControl content alignment", .serialized)
struct UIControlContentAlignmentTests {
    private func button(_ horizontal: UIControl.ContentHorizontalAlignment, _ vertical: UIControl.ContentVerticalAlignment = .center,
                        rightToLeft: Bool = false) throws -> CGRect {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Play"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
        button.contentHorizontalAlignment = horizontal
        button.contentVerticalAlignment = vertical
        if rightToLeft { button.semanticContentAttribute = .forceRightToLeft }
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        return title.convert(title.bounds, to: button)
    }

    @Test func buttonsPlaceTheirContentByTheAlignments() throws {
        let centred = try button(.center)
        #expect(isClose(centred.midX, 120) && isClose(centred.midY, 40))
        let leading = try button(.leading), right = try button(.right), mirrored = try button(.leading, rightToLeft: true)
        let top = try button(.center, .top), bottom = try button(.center, .bottom)
        #expect(isClose(leading.minX, 12), "the configuration's leading inset")
        #expect(isClose(right.maxX, 240 - 12))
        #expect(isClose(mirrored.maxX, 240 - 12), "leading is the right in right-to-left")
        #expect(isClose(top.minY, 7) && isClose(bottom.maxY, 80 - 7))
        let control = UIControl()
        control.semanticContentAttribute = .forceRightToLeft
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
    }
}

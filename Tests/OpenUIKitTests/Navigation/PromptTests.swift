import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("Navigation prompt", .serialized)
struct PromptTests {
    @Test func aPromptShowsAboveTheRowAndTheBarGrowsForIt() throws {
        let screen = TallScreen(title: "Choose a Plant")
        let navigation = UINavigationController(rootViewController: screen)
        let window = presentationScene(navigation)
        let bar = navigation.navigationBar
        #expect(isClose(bar.frame.height, 47 + 44) && bar.promptLabel.isHidden)
        screen.navigationItem.prompt = "Pick one to water"
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 30 + 44), "\(bar.frame)")
        #expect(isClose(screen.scrollView.adjustedContentInset.top, 47 + 30 + 44), "content stays clear of it")
        #expect(!bar.promptLabel.isHidden && bar.promptLabel.text == "Pick one to water")
        #expect(isClose(bar.promptLabel.frame.minY, 47) && isClose(bar.titleLabel.frame.midY, 47 + 30 + 22))
        screen.navigationItem.prompt = nil
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44) && bar.promptLabel.isHidden)
    }
}

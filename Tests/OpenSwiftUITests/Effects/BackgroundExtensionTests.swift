import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite(.manualClock) struct BackgroundExtensionTests {
    /// A red-over-blue banner at the top of the safe area of a phone-sized window.
    private func render(enabled: Bool?) throws -> CGImage {
        let banner = VStack(spacing: 0) {
            Color.red.frame(height: 60)
            Color.blue.frame(height: 60)
        }
        let screen = VStack(spacing: 0) {
            if let enabled { banner.backgroundExtensionEffect(isEnabled: enabled) } else { banner }
            Spacer()
        }
        let window = GlassAuditWindow.showing(UIHostingController(rootView: screen), size: CGSize(width: 200, height: 300))
        TestClock.advance(by: 0.5)
        window.layoutIfNeeded()
        let image = try #require(window.renderedImage().cgImage)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: folder + "/background-extension-\(String(describing: enabled)).png"))
        }
        return image
    }

    @Test func theBannerIsMirroredAndBlurredIntoTheStatusBarsInset() throws {
        let extended = try render(enabled: true)
        // 3x; the safe area starts 47 points down.
        let underStatusBar = extended.rgba(atX: 300, y: 30 * 3)
        #expect(underStatusBar.red > 150 && underStatusBar.blue < 120, "the banner's red top reaches under the status bar: \(underStatusBar)")
        let plain = try render(enabled: nil)
        let bare = plain.rgba(atX: 300, y: 30 * 3)
        #expect(bare.red > 240 && bare.green > 240, "without the effect the inset is the background: \(bare)")
        let off = try render(enabled: false).rgba(atX: 300, y: 30 * 3)
        #expect(off.green > 240, "switched off, nothing is drawn: \(off)")
        // The banner itself is untouched.
        let own = extended.rgba(atX: 300, y: (47 + 20) * 3)
        #expect(own.red > 240 && own.green < 80, "the banner stays sharp: \(own)")
    }
}

import Foundation
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) import OpenUIKit
@testable import OpenSwiftUI

/// SwiftUI `Text` draws colour emoji through the same text stack as UIKit's labels.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct EmojiTextReferenceTests {
    struct Greeting: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text("Good morning ☀️")
                    .font(.headline)
                Text("🥐☕️🍓")
                    .font(.largeTitle)
            }
            .padding()
        }
    }

    @Test func textWithEmojiMatchesItsReference() throws {
        let host = UIHostingController(rootView: Greeting())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 110))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.rootViewController = host
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        var colored = 0
        for y in 0..<pixels.height {
            for x in 0..<pixels.width {
                let p = pixels.rgba(atX: x, y: y)
                let high = max(p.red, p.green, p.blue), low = min(p.red, p.green, p.blue)
                if high > 150, Int(high) - Int(low) > 90 { colored += 1 }
            }
        }
        #expect(colored > 2_000, "the sun, croissant, coffee and strawberry are in colour: \(colored)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "greeting")
    }
}

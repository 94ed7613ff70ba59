import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// A style that fills its label's background orange, paler while pressed.
private struct OrangeStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(10)
            .background(configuration.isPressed ? Color(red: 1, green: 0.8, blue: 0.6) : Color(red: 1, green: 0.5, blue: 0))
    }
}

/// A primitive style that acts only through its own tap gesture.
private struct TapCountingStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(10).contentShape(Rectangle()).onTapGesture { configuration.trigger() }
    }
}

@MainActor
@Suite struct ButtonStyleTests {
    @Test func aCustomStyleDrawsThePressedLookWhileTheFingerIsDown() throws {
        var taps = 0
        let hosted = Hosted(Button("Go") { taps += 1 }.buttonStyle(OrangeStyle()), size: CGSize(width: 120, height: 80), scale: 1)
        let control = try #require(hosted.buttons.first)
        let frame = control.convert(control.bounds, to: hosted.window)
        let corner = CGPoint(x: frame.minX + 2, y: frame.minY + 2)
        func cornerColour() -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            hosted.window.renderedImage().cgImage!.rgba(atX: Int(corner.x), y: Int(corner.y))
        }
        #expect(cornerColour().green < 150)
        hosted.window.touchDown(at: CGPoint(x: frame.midX, y: frame.midY))
        hosted.window.layoutIfNeeded()
        #expect(cornerColour().green > 180, "pressed: \(cornerColour())")
        hosted.window.touchUp(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(taps == 1)
        hosted.window.layoutIfNeeded()
        #expect(cornerColour().green < 150)
    }

    @Test func primitiveStylesDecideWhenTheActionRuns() throws {
        var taps = 0
        let hosted = Hosted(Button("Go") { taps += 1 }.buttonStyle(TapCountingStyle()), size: CGSize(width: 120, height: 80), scale: 1)
        #expect(hosted.buttons.isEmpty, "the primitive style replaces the button's control")
        hosted.window.tap(at: CGPoint(x: 60, y: 40))
        #expect(taps == 1)
    }

    @Test func borderedStylesFillTheirShapeAndRunTheAction() throws {
        var taps = 0
        let prominent = Button("Buy") { taps += 1 }.buttonStyle(.borderedProminent).tint(Color(red: 0, green: 0, blue: 1))
        let hosted = Hosted(prominent, size: CGSize(width: 160, height: 80), scale: 1)
        let control = try #require(hosted.buttons.first)
        let frame = control.convert(control.bounds, to: hosted.window)
        #expect(frame.height >= 34, "\(frame)")
        let image = hosted.window.renderedImage().cgImage!
        let fill = image.rgba(atX: Int(frame.minX + frame.height / 2), y: Int(frame.midY) - 8)
        #expect(fill.blue > 230 && fill.red < 30, "the tint fills the capsule: \(fill)")
        let outsideCorner = image.rgba(atX: Int(frame.minX) + 1, y: Int(frame.minY) + 1)
        #expect(outsideCorner.blue < 100 || outsideCorner.alpha < 100 || outsideCorner.red > 200, "the capsule's corner is cut: \(outsideCorner)")
        hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(taps == 1)
        let large = Hosted(Button("Buy") {}.buttonStyle(.bordered).controlSize(.large), size: CGSize(width: 160, height: 100), scale: 1)
        #expect(try #require(large.buttons.first).bounds.height >= 50)
    }

    @Test func plainButtonsUseTheForegroundAndAutomaticRestoresTheTint() throws {
        let plain = Hosted(Button("Plain") {}.buttonStyle(.plain), size: CGSize(width: 160, height: 60), scale: 1)
        let plainText = try #require(plain.drawnViews.compactMap { $0.view as? TextView }.first)
        #expect(plainText.shown?.runs.first?.color == UIColor.label.resolvedColor(with: plain.window.traitCollection).rgbaComponents)
        let automatic = Hosted(Button("Auto") {}.buttonStyle(.automatic).buttonStyle(.plain), size: CGSize(width: 160, height: 60), scale: 1)
        let automaticText = try #require(automatic.drawnViews.compactMap { $0.view as? TextView }.first)
        #expect(automaticText.shown?.runs.first?.color != UIColor.label.resolvedColor(with: automatic.window.traitCollection).rgbaComponents,
                "the inner style wins: the automatic look's tint")
    }

    @Test func linksReadAsLinksAndOpenThroughTheEnvironment() throws {
        var opened: [URL] = []
        let view = Link("Privacy", destination: URL(string: "https://example.com/privacy")!)
            .environment(\.openURL, OpenURLAction { opened.append($0); return .handled })
        let hosted = Hosted(view, size: CGSize(width: 160, height: 60), scale: 1)
        hosted.window.tap(at: CGPoint(x: 80, y: 30))
        #expect(opened == [URL(string: "https://example.com/privacy")!])
        #expect(hosted.window.voiceOverOrder.first?.traits.contains(.link) == true)
    }
}

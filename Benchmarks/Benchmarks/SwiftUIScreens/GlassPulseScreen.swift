import Foundation
import Observation
import OpenSwiftUI
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// A surface that animates all the time: a 240×80 capsule of glass breathing in and out over
/// coloured stripes, in a 390×844 window at 3x on the manual clock, on regular or thin glass.
@MainActor
public final class GlassPulseScreen {
    public let window: UIWindow

    public init(thin: Bool) {
        MediaClock.current.useManualTime()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        window.rootViewController = UIHostingController(rootView: PulseView(glass: thin ? .thin : .regular))
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.updateFrame()
    }

    /// One 60 Hz frame of the breathing.
    public func frame() {
        MediaClock.current.advance(by: 1.0 / 60)
        window.updateFrame()
    }

    /// Gives the clock back to real time.
    public func finish() {
        MediaClock.current.useSystemTime()
    }
}

private struct PulseView: View {
    let glass: Glass
    @State private var breathing = false

    var body: some View {
        ZStack {
            VStack(spacing: 0) {
                ForEach(0..<40, id: \.self) { index in
                    [Color.orange, .teal, .indigo, .pink, .green][index % 5].frame(height: 22)
                }
            }
            Label("Recording", systemImage: "record.circle")
                .font(.title3.weight(.semibold))
                .frame(width: 240, height: 80)
                .glassEffect(glass, in: .capsule)
                .scaleEffect(breathing ? 1.08 : 1)
                .onAppear {
                    withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { breathing = true }
                }
        }
    }
}

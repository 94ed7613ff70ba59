import Benchmark
import Foundation
import Observation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// What the SwiftUI screen shows: cards that widen and brighten, or narrow and dim.
@Observable
final class CardsModel {
    var expanded = false
}

/// Twelve cards (a text on a rounded rectangle), as an app's SwiftUI list of summaries.
struct CardsView: View {
    let model: CardsModel

    var body: some View {
        let expanded = model.expanded
        return VStack(spacing: 8) {
            ForEach(0..<12) { index in
                HStack {
                    Text("Card \(index)").padding(8)
                    Spacer()
                }
                .frame(width: expanded ? 360 : 240 - CGFloat(index * 8), height: 52)
                .background(RoundedRectangle(cornerRadius: 14).fill(Color.blue))
                .opacity(expanded ? 1 : 0.6)
            }
        }
    }
}

/// A SwiftUI screen in a hosting controller at 3x, its cards animating with `withAnimation`
/// (a smooth spring): a new change starts whenever the last has run for half a second.
@MainActor
final class SwiftUIScreen: FrameScreen {
    let window: UIWindow
    private let model = CardsModel()
    private var framesLeft = 0

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        window.rootViewController = UIHostingController(rootView: CardsView(model: model))
        window.makeKeyAndVisible()
        blackHole(window.renderedImage())
    }

    func frame() {
        if framesLeft == 0 {
            withAnimation(.smooth) { model.expanded.toggle() }
            framesLeft = 60
        }
        framesLeft -= 1
        MediaClock.current.advance(by: 1.0 / 120)
        blackHole(window.updateFrame())
    }
}

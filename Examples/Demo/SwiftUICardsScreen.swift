import Foundation
import Observation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI

/// What the SwiftUI cards show: collapsed summaries, or the full width.
@Observable
final class DemoCardsModel {
    var expanded = false
}

/// A SwiftUI screen of film cards that widen and brighten together when their model
/// changes in `withAnimation`.
struct DemoCardsView: View {
    let model: DemoCardsModel
    private let films = ["Arrival", "Paddington 2", "Spirited Away", "The Iron Giant", "Wall-E"]

    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<films.count) { index in
                HStack {
                    Text(films[index]).font(.headline).fixedSize().padding(.horizontal, 16)
                    Spacer()
                }
                .frame(width: model.expanded ? 360 : 220 + CGFloat(index * 24), height: 64)
                .background(RoundedRectangle(cornerRadius: 18).fill(Color.blue))
                .opacity(model.expanded ? 1 : 0.55)
            }
        }
    }
}

/// Writes the SwiftUI cards before, during and after a bouncy `withAnimation`, sampled on
/// the manual clock.
@MainActor
func writeSwiftUICards(clock: MediaClock, write: (Data, String) throws -> Void) throws {
    let model = DemoCardsModel()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 520))
    window.screen = UIScreen(bounds: window.bounds, scale: 2)
    window.rootViewController = UIHostingController(rootView: DemoCardsView(model: model))
    window.makeKeyAndVisible()
    try write(window.renderedImage().pngData() ?? Data(), "swiftui-1-cards.png")
    withAnimation(.bouncy) { model.expanded = true }
    clock.advance(by: 0.12)
    try write(window.renderedImage().pngData() ?? Data(), "swiftui-2-animating.png")
    clock.advance(by: 1.5)
    try write(window.renderedImage().pngData() ?? Data(), "swiftui-3-expanded.png")
}

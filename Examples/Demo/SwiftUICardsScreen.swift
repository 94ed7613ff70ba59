import Foundation
import Observation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// What the SwiftUI cards show: collapsed summaries or the full width, the film picked,
/// the banner, and how many films were watched.
@Observable
final class DemoCardsModel {
    var expanded = false
    var picked: Int?
    var showsBanner = false
    var watched = 41
}

/// A SwiftUI screen of film cards: a tap picks one (it grows a little), and a change in
/// `withAnimation` widens them, slides a banner in and rolls the count's digits.
struct DemoCardsView: View {
    let model: DemoCardsModel
    private let films = ["Arrival", "Paddington 2", "Spirited Away", "The Iron Giant", "Wall-E"]

    var body: some View {
        VStack(spacing: 12) {
            if model.showsBanner {
                Text("Tonight: a double bill")
                    .font(.headline)
                    .foregroundStyle(Color.white)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(Capsule().fill(Color.orange))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Text("\(model.watched) watched")
                .font(.title2.bold())
                .contentTransition(.numericText())
            ForEach(0..<films.count, id: \.self) { index in
                HStack {
                    Text(films[index]).font(.headline).fixedSize().padding(.horizontal, 16)
                    Spacer()
                }
                .frame(width: model.expanded ? 360 : 220 + CGFloat(index * 24), height: 56)
                .background(RoundedRectangle(cornerRadius: 18).fill(model.picked == index ? Color.indigo : Color.blue))
                .opacity(model.expanded ? 1 : 0.55)
                .scaleEffect(model.picked == index ? 1.05 : 1)
                .onTapGesture {
                    withAnimation(.snappy) { model.picked = index }
                }
            }
        }
    }
}

/// Writes the SwiftUI cards: as they open, after a tap picks one, during a bouncy
/// `withAnimation` (the banner sliding in, the count rolling) and once it has settled,
/// sampled on the manual clock.
@MainActor
func writeSwiftUICards(clock: MediaClock, write: (Data, String) throws -> Void) throws {
    let model = DemoCardsModel()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 560))
    window.screen = UIScreen(bounds: window.bounds, scale: 2)
    window.rootViewController = UIHostingController(rootView: DemoCardsView(model: model))
    window.makeKeyAndVisible()
    try write(window.renderedImage().pngData() ?? Data(), "swiftui-1-cards.png")
    // A tap on the third card, as the window's mouse or a finger delivers it.
    let third = CGPoint(x: 201, y: 300)
    window.injectPointer(.began, at: third)
    window.injectPointer(.ended, at: third)
    clock.advance(by: 0.6)
    try write(window.renderedImage().pngData() ?? Data(), "swiftui-2-picked.png")
    withAnimation(.bouncy) {
        model.expanded = true
        model.showsBanner = true
        model.watched += 1
    }
    clock.advance(by: 0.15)
    try write(window.renderedImage().pngData() ?? Data(), "swiftui-3-animating.png")
    clock.advance(by: 1.5)
    try write(window.renderedImage().pngData() ?? Data(), "swiftui-4-settled.png")
}

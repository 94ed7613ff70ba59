import Foundation
import Observation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

/// A custom outline: a diamond touching the middle of each edge.
private struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            path.closeSubpath()
        }
    }
}

@Observable
private final class Toggled {
    var isOn = false
}

/// SwiftUI's glass holds to UIKit's: each case renders the same glass both ways and
/// compares the pixels.
@MainActor
@Suite("SwiftUI glass", .serialized, .manualClock)
struct GlassEffectTests {
    private let frame = CGRect(x: 40, y: 50, width: 160, height: 60)

    /// A glass look in both frameworks' terms.
    enum Look: String, CaseIterable {
        case regular, clear, tinted, roundedRectangle, ellipse, interactive

        var glass: Glass {
            switch self {
            case .regular, .roundedRectangle, .ellipse: return .regular
            case .clear: return .clear
            case .tinted: return .regular.tint(Color(red: 0.2, green: 0.4, blue: 1))
            case .interactive: return .regular.interactive()
            }
        }

        var shape: AnyShape {
            switch self {
            case .roundedRectangle: return AnyShape(RoundedRectangle(cornerRadius: 18))
            case .ellipse: return AnyShape(Ellipse())
            default: return AnyShape(Capsule())
            }
        }

        @MainActor func uiKitView() -> UIView {
            let effect = UIGlassEffect(style: self == .clear ? .clear : .regular)
            if self == .tinted { effect.tintColor = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1) }
            effect.isInteractive = self == .interactive
            let view = UIVisualEffectView(effect: effect)
            if self == .roundedRectangle { view.cornerConfiguration = .fixed(18) }
            if self == .ellipse { view.glassAttachment?.shape = .ellipse }
            return view
        }
    }

    @Test(arguments: Look.allCases)
    func glassMatchesUIKitsGlass(_ look: Look) {
        let uiKit = GlassTwins.uiKit { root in
            let glass = look.uiKitView()
            glass.frame = frame
            root.addSubview(glass)
        }
        let swiftUI = GlassTwins.swiftUI {
            Color.clear.frame(width: frame.width, height: frame.height)
                .glassEffect(look.glass, in: look.shape)
                .placed(at: frame.origin)
        }
        let bare = GlassTwins.swiftUI { EmptyView() }
        GlassTwins.keep(swiftUI, as: "glass-\(look.rawValue)")
        let area = frame.insetBy(dx: -8, dy: -8)
        #expect(GlassTwins.meanDeltaE(uiKit, swiftUI, in: area) < 0.5, "SwiftUI's \(look) glass draws as UIKit's")
        #expect(GlassTwins.meanDeltaE(bare, swiftUI, in: frame.insetBy(dx: 30, dy: 10)) > 4, "and there is glass to see")
    }

    @Test func identityGlassAndDisabledGlassDrawNothing() {
        let bare = GlassTwins.swiftUI { Color.clear.frame(width: frame.width, height: frame.height).placed(at: frame.origin) }
        let identity = GlassTwins.swiftUI {
            Color.clear.frame(width: frame.width, height: frame.height).glassEffect(.identity).placed(at: frame.origin)
        }
        let disabled = GlassTwins.swiftUI {
            Color.clear.frame(width: frame.width, height: frame.height).glassEffect(.regular, isEnabled: false).placed(at: frame.origin)
        }
        #expect(GlassTwins.meanDeltaE(bare, identity, in: CGRect(origin: .zero, size: GlassTwins.size)) < 0.01)
        #expect(GlassTwins.meanDeltaE(bare, disabled, in: CGRect(origin: .zero, size: GlassTwins.size)) < 0.01)
    }

    @Test func aCustomShapeIsGlassInsideItsOutlineOnly() {
        let square = CGRect(x: 70, y: 30, width: 100, height: 100)
        let image = GlassTwins.swiftUI(backdrop: .stripes) {
            Color.clear.frame(width: square.width, height: square.height)
                .glassEffect(.regular, in: Diamond())
                .placed(at: square.origin)
        }
        GlassTwins.keep(image, as: "glass-diamond")
        #expect(GlassTwins.variance(image, CGRect(x: 110, y: 70, width: 20, height: 20)) < 0.01, "frosted in the middle")
        #expect(GlassTwins.variance(image, CGRect(x: 72, y: 32, width: 14, height: 14)) > 0.15, "the square's corner is outside the diamond")
    }

    /// Two 90 × 50 glass shapes 8 points apart, in a container of 30 points' spacing or not.
    private func pair(inContainer: Bool) -> UIImage {
        GlassTwins.swiftUI(backdrop: .stripes) {
            let shapes = HStack(spacing: 8) {
                Color.clear.frame(width: 90, height: 50).glassEffect()
                Color.clear.frame(width: 90, height: 50).glassEffect()
            }
            if inContainer {
                GlassEffectContainer(spacing: 30) { shapes }.placed(at: CGPoint(x: 30, y: 50))
            } else {
                shapes.placed(at: CGPoint(x: 30, y: 50))
            }
        }
    }

    @Test func glassInAContainerMergesWithinItsSpacingAndNotOutsideOne() {
        let merged = pair(inContainer: true), apart = pair(inContainer: false)
        GlassTwins.keep(merged, as: "glass-container")
        let gap = CGRect(x: 121, y: 70, width: 5, height: 10)
        #expect(GlassTwins.variance(merged, gap) < 0.02, "the 8 pt gap turns to glass under 30 pt spacing")
        #expect(GlassTwins.variance(apart, gap) > 0.1, "without a container the gap shows the stripes")
        let uiKit = GlassTwins.uiKit(backdrop: .stripes) { root in
            let effect = UIGlassContainerEffect()
            effect.spacing = 30
            let container = UIVisualEffectView(effect: effect)
            container.frame = CGRect(x: 30, y: 50, width: 188, height: 50)
            root.addSubview(container)
            for x in [0.0, 98.0] {
                let glass = UIVisualEffectView(effect: UIGlassEffect())
                glass.frame = CGRect(x: x, y: 0, width: 90, height: 50)
                container.contentView.addSubview(glass)
            }
        }
        #expect(GlassTwins.meanDeltaE(uiKit, merged, in: CGRect(x: 20, y: 40, width: 208, height: 70)) < 0.5, "merged as UIKit merges")
    }

    @Test func glassBeyondTheSpacingStaysApart() {
        let image = GlassTwins.swiftUI(backdrop: .stripes) {
            GlassEffectContainer(spacing: 10) {
                HStack(spacing: 40) {
                    Color.clear.frame(width: 70, height: 50).glassEffect()
                    Color.clear.frame(width: 70, height: 50).glassEffect()
                }
            }
            .placed(at: CGPoint(x: 30, y: 50))
        }
        #expect(GlassTwins.variance(image, CGRect(x: 112, y: 70, width: 16, height: 10)) > 0.1)
    }

    @Test func aUnionDrawsOneShapeSpanningItsMembers() {
        func render(united: Bool) -> UIImage {
            struct Pair: View {
                let united: Bool
                @Namespace private var space
                var body: some View {
                    GlassEffectContainer(spacing: 4) {
                        HStack(spacing: 60) {
                            Color.clear.frame(width: 50, height: 50).glassEffect()
                                .glassEffectUnion(id: united ? "pair" : nil, namespace: space)
                            Color.clear.frame(width: 50, height: 50).glassEffect()
                                .glassEffectUnion(id: united ? "pair" : nil, namespace: space)
                        }
                    }
                }
            }
            return GlassTwins.swiftUI(backdrop: .stripes) { Pair(united: united).placed(at: CGPoint(x: 30, y: 50)) }
        }
        let united = render(united: true)
        GlassTwins.keep(united, as: "glass-union")
        let gap = CGRect(x: 100, y: 65, width: 20, height: 20)
        #expect(GlassTwins.variance(united, gap) < 0.02, "one capsule spans both")
        let apart = render(united: false)
        GlassTwins.keep(apart, as: "glass-union-apart")
        #expect(GlassTwins.variance(apart, gap) > 0.1)
    }

    @Test func interactiveGlassSwellsUnderATouchAndPlainGlassDoesNot() throws {
        let view = ZStack(alignment: .topLeading) {
            Color.clear.frame(width: 240, height: 160)
            Color.clear.frame(width: 100, height: 50).glassEffect(.regular.interactive()).placed(at: CGPoint(x: 20, y: 20))
            Color.clear.frame(width: 100, height: 50).glassEffect(.regular).placed(at: CGPoint(x: 20, y: 90))
        }
        let hosted = Hosted(view, size: GlassTwins.size, scale: 1)
        hosted.settle()
        let glass = hosted.drawnViews.compactMap { $0.view as? GlassEffectView }
        try #require(glass.count == 2)
        hosted.window.touchDown(at: CGPoint(x: 70, y: 45))
        TestClock.advance(by: 0.3)
        #expect((glass[0].glassAttachment?.presentedPressProgress ?? 0) > 0.5)
        hosted.window.touchUp(at: CGPoint(x: 70, y: 45))
        hosted.window.touchDown(at: CGPoint(x: 70, y: 115))
        TestClock.advance(by: 0.3)
        #expect((glass[1].glassAttachment?.presentedPressProgress ?? 0) == 0)
        hosted.window.touchUp(at: CGPoint(x: 70, y: 115))
    }

    @Test func aButtonOnInteractiveGlassStillTakesItsTap() throws {
        var taps = 0
        let view = Button { taps += 1 } label: { Text("Add").frame(width: 100, height: 50) }
            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 18))
        let hosted = Hosted(view, size: GlassTwins.size, scale: 1)
        hosted.settle()
        hosted.window.tap(at: CGPoint(x: 120, y: 80))
        #expect(taps == 1)
    }

    @Test func glassWithAnIDMorphsFromWhereItsTwinWas() {
        struct Morphing: View {
            let model: Toggled
            @Namespace private var space
            var body: some View {
                GlassEffectContainer {
                    ZStack(alignment: .topLeading) {
                        Color.clear.frame(width: 240, height: 160)
                        if model.isOn {
                            Color.clear.frame(width: 80, height: 60).glassEffect()
                                .glassEffectID("tools", in: space)
                                .placed(at: CGPoint(x: 150, y: 90))
                        } else {
                            Color.clear.frame(width: 40, height: 40).glassEffect()
                                .glassEffectID("tools", in: space)
                                .placed(at: CGPoint(x: 10, y: 10))
                        }
                    }
                }
            }
        }
        let model = Toggled()
        let scene = ZStack(alignment: .topLeading) {
            Image(uiImage: GlassTwins.Backdrop.stripes.image)
            Morphing(model: model)
        }
        let hosted = Hosted(scene, size: GlassTwins.size, scale: GlassTwins.scale)
        hosted.settle()
        withAnimation(.linear(duration: 1)) { model.isOn = true }
        TestClock.advance(by: 0.25)
        TestClock.advance(by: 0.25)
        let middle = hosted.window.renderedImage()
        GlassTwins.keep(middle, as: "glass-morph-middle")
        // Half way from (10, 10, 40, 40) to (150, 90, 80, 60): about (80, 50, 60, 50).
        let halfWay = CGRect(x: 100, y: 66, width: 16, height: 16)
        #expect(GlassTwins.variance(middle, halfWay) < 0.02, "the glass is half way")
        TestClock.advance(by: 0.25)
        TestClock.advance(by: 0.5)
        let end = hosted.window.renderedImage()
        #expect(GlassTwins.variance(end, halfWay) > 0.1, "and then only at its place")
        #expect(GlassTwins.variance(end, CGRect(x: 180, y: 110, width: 16, height: 16)) < 0.02)
    }
}

extension GlassEffectTests {
    @Test func thinGlassFrostsLikeRegularGlassButCastsNoShadow() {
        func render(_ glass: Glass) -> UIImage {
            GlassTwins.swiftUI(backdrop: .sample) {
                Color.clear.frame(width: frame.width, height: frame.height).glassEffect(glass).placed(at: frame.origin)
            }
        }
        let thin = render(.thin), regular = render(.regular)
        let bare = GlassTwins.swiftUI(backdrop: .sample) { EmptyView() }
        GlassTwins.keep(thin, as: "glass-thin")
        let face = frame.insetBy(dx: 40, dy: 20)
        #expect(GlassTwins.meanDeltaE(bare, thin, in: face) > 4, "thin glass is glass")
        #expect(GlassTwins.meanDeltaE(regular, thin, in: face) < 12, "and looks much like regular glass")
        let below = CGRect(x: frame.midX - 20, y: frame.maxY + 1, width: 40, height: 4)
        #expect(GlassTwins.meanDeltaE(bare, thin, in: below) < 0.3, "no shadow below thin glass")
        #expect(GlassTwins.meanDeltaE(bare, regular, in: below) > 0.3, "regular glass casts one")
    }
}

/// A shape whose path is garbage: NaN and huge coordinates.
private struct BrokenShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))
            path.addLine(to: CGPoint(x: 1e12, y: -1e12))
            path.addLine(to: CGPoint(x: rect.maxX, y: .infinity))
            path.closeSubpath()
        }
    }
}

extension GlassEffectTests {
    @Test func badGeometryRendersWithoutTrapping() {
        let image = GlassTwins.swiftUI {
            VStack {
                Color.clear.frame(width: 80, height: 40).glassEffect(.regular, in: BrokenShape())
                Color.clear.frame(width: .nan, height: 40).glassEffect()
                Color.clear.frame(width: 1e9, height: 1e9).glassEffect(.clear.tint(.red))
                GlassEffectContainer(spacing: .infinity) {
                    HStack { Color.clear.frame(width: 30, height: 30).glassEffect(); Color.clear.frame(width: 30, height: 30).glassEffect() }
                }
                GlassEffectContainer(spacing: -.nan) { Color.clear.frame(width: 30, height: 30).glassEffect(.thin) }
                Color.clear.frame(width: 60, height: 30).background(.regularMaterial, in: BrokenShape())
            }
        }
        #expect(image.size == GlassTwins.size)
    }
}

import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

@MainActor
@Suite("UINavigationBarAppearance", .serialized)
struct UINavigationBarAppearanceTests {
    /// A list of 100 rows in a navigation controller, in a 390 x 600 window.
    private func scene() -> (UIWindow, UINavigationController, UIScrollView) {
        let screen = UIViewController()
        screen.title = "Rows"
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scroll.contentSize = CGSize(width: 390, height: 3_000)
        scroll.backgroundColor = .white
        screen.view.addSubview(scroll)
        let navigation = UINavigationController(rootViewController: screen)
        let window = presentationScene(navigation)
        return (window, navigation, scroll)
    }

    @Test func theDefaultAppearanceHasNoBackgroundAndKeepsTheEdgeEffect() throws {
        let (window, navigation, _) = scene()
        let bar = navigation.navigationBar
        #expect(bar.background.colorView.backgroundColor == nil && bar.background.shadowView.isHidden && bar.background.effectView.isHidden)
        let edge = try #require(bar.interactions.first as? UIScrollEdgeElementContainerInteraction)
        #expect(edge.contributesEdgeEffect)
        _ = window
    }

    @Test func anOpaqueAppearanceShowsOnceContentLeavesTheEdgeUnlessAScrollEdgeOneIsSet() {
        let (window, navigation, scroll) = scene()
        let bar = navigation.navigationBar
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemIndigo
        opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = opaque
        opaque.backgroundColor = .systemRed
        window.layoutIfNeeded()
        #expect(bar.isAtScrollEdge && bar.background.colorView.backgroundColor == nil, "transparent at the scroll edge, as in UIKit")
        #expect(bar.titleLabel.textColor == .white, "the standard appearance's title attributes")
        scroll.contentOffset.y += 200
        window.layoutIfNeeded()
        #expect(!bar.isAtScrollEdge)
        #expect(bar.background.colorView.backgroundColor == .systemIndigo, "copied when set: a later change does not reach the bar")
        #expect(!bar.background.shadowView.isHidden)
        let edge = bar.interactions.first as? UIScrollEdgeElementContainerInteraction
        #expect(edge?.contributesEdgeEffect == false, "an opaque bar needs no edge effect")
        let image = window.renderedImage().cgImage!
        let pixel = image.rgba(atX: 20, y: 70)
        let indigo = UIColor.systemIndigo.resolvedColor(with: window.traitCollection)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        indigo.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(Int(pixel.red) - Int(red * 255)) <= 2 && abs(Int(pixel.blue) - Int(blue * 255)) <= 2, "\(pixel)")

        let edgeLook = UINavigationBarAppearance()
        edgeLook.configureWithOpaqueBackground()
        edgeLook.backgroundColor = .systemYellow
        bar.scrollEdgeAppearance = edgeLook
        scroll.contentOffset.y = -scroll.adjustedContentInset.top
        window.layoutIfNeeded()
        #expect(bar.background.colorView.backgroundColor == .systemYellow)
    }

    @Test func aScreensItemAppearanceOverridesTheBars() {
        let (window, navigation, scroll) = scene()
        let bar = navigation.navigationBar
        let mine = UINavigationBarAppearance()
        mine.configureWithOpaqueBackground()
        mine.backgroundColor = .systemGreen
        navigation.topViewController?.navigationItem.standardAppearance = mine
        scroll.contentOffset.y += 100
        window.layoutIfNeeded()
        #expect(bar.background.colorView.backgroundColor == .systemGreen)
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        navigation.topViewController?.navigationItem.standardAppearance = transparent
        window.layoutIfNeeded()
        #expect(bar.background.colorView.backgroundColor == nil && bar.background.shadowView.isHidden)
        #expect((bar.interactions.first as? UIScrollEdgeElementContainerInteraction)?.contributesEdgeEffect == false)
    }

    @Test func preferredGlassEffectIntensityClampsAndFadesTheBarsGlass() throws {
        let (window, navigation, scroll) = scene()
        scroll.backgroundColor = .systemBlue
        let bar = navigation.navigationBar
        navigation.topViewController?.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        window.layoutIfNeeded()
        let full = window.renderedImage().cgImage!
        bar.preferredGlassEffectIntensity = .nan
        #expect(bar.preferredGlassEffectIntensity == 1)
        bar.preferredGlassEffectIntensity = 7
        #expect(bar.preferredGlassEffectIntensity == 1)
        bar.preferredGlassEffectIntensity = -2
        #expect(bar.preferredGlassEffectIntensity == 0)
        window.layoutIfNeeded()
        let bare = window.renderedImage().cgImage!
        // The item's glass capsule sits at the trailing end of the bar's row (y 47...91):
        // full glass lifts the blue content toward white; with none the capsule's place
        // looks like the rest of the row (blue under the edge effect).
        let face = (x: 390 - 16 - 38, y: 60)
        let withGlass = full.rgba(atX: face.x, y: face.y), without = bare.rgba(atX: face.x, y: face.y)
        let row = bare.rgba(atX: 100, y: face.y)
        #expect(abs(Int(without.red) - Int(row.red)) <= 3 && abs(Int(without.blue) - Int(row.blue)) <= 3, "\(without) vs \(row)")
        #expect(Int(withGlass.red) > Int(without.red) + 40, "\(withGlass)")
    }
}

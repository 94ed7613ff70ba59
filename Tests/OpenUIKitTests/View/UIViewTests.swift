import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct UIViewTests {
    @Test func geometryFollowsUIKit() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame.origin == CGPoint(x: 50, y: 75))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame.size == CGSize(width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test func hierarchyAndNotifications() {
        final class Watcher: UIView {
            var events: [String] = []
            override func willMove(toSuperview newSuperview: UIView?) { events.append("willMoveToSuperview") }
            override func didMoveToSuperview() { events.append("didMoveToSuperview") }
            override func willMove(toWindow newWindow: UIWindow?) { events.append(newWindow == nil ? "willLeaveWindow" : "willEnterWindow") }
            override func didMoveToWindow() { events.append(window == nil ? "didLeaveWindow" : "didEnterWindow") }
        }
        let window = makeWindow()
        let child = Watcher()
        window.addSubview(child)
        #expect(child.window === window && child.superview === window)
        #expect(child.events == ["willMoveToSuperview", "willEnterWindow", "didMoveToSuperview", "didEnterWindow"])
        child.events = []
        child.removeFromSuperview()
        #expect(child.events == ["willMoveToSuperview", "willLeaveWindow", "didMoveToSuperview", "didLeaveWindow"])
        #expect(child.window == nil)
        let a = UIView(), b = UIView(), c = UIView()
        window.addSubview(a)
        window.addSubview(b)
        window.insertSubview(c, belowSubview: b)
        #expect(window.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        window.bringSubviewToFront(a)
        #expect(window.subviews.last === a && window.layer.sublayers?.last === a.layer)
        a.addSubview(window)  // a cycle: refused
        #expect(window.superview == nil)
    }

    @Test func convertAndHitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 115, y: 65))
        #expect(root.convert(CGRect(x: 115, y: 65, width: 1, height: 1), to: grandchild).origin == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 115, y: 65), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: 150, y: 140), with: nil) === child)
        grandchild.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 115, y: 65), with: nil) === child)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 140), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 0), with: nil) == nil)
    }

    @Test func tintColorInherits() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemIndigo
        #expect(child.tintColor == .systemIndigo)
    }

    @Test func dynamicBackgroundResolvesWithTraits() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.layer.backgroundColor?.components?.first == 1)
        window.traitOverrides.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(view.layer.backgroundColor?.components?.first == 0)
    }
}

@MainActor
@Suite struct WindowRenderingTests {
    @Test func aModelChangeRedrawsOnlyItsView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.backgroundColor = .systemBackground
        let top = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let bottom = UILabel(frame: CGRect(x: 10, y: 150, width: 100, height: 30))
        top.text = "Top"
        bottom.text = "Bottom"
        window.addSubview(top)
        window.addSubview(bottom)
        window.makeKeyAndVisible()
        let first = window.renderedImage()
        #expect(first.size == CGSize(width: 120, height: 200) && first.scale == 2)
        #expect(window.lastRenderedDamage == window.bounds)
        _ = window.renderedImage()
        #expect(window.lastRenderedDamage == nil)
        bottom.text = "Changed"
        _ = window.renderedImage()
        #expect(window.lastRenderedDamage == bottom.frame)
    }
}

import Foundation
@testable @_spi(OpenUIKit) import OpenUIKit
import Testing

@MainActor
@Suite("Auto Layout: layout guides, margins and the safe area")
struct LayoutGuideTests {
    private func makeWindow(width: CGFloat = 400, height: CGFloat = 800) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        return window
    }

    private func fill(_ view: UIView, _ guide: UILayoutGuide) {
        view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test func aCustomGuideSpacesTwoViews() {
        let window = makeWindow()
        let left = UIView(), right = UIView()
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let gap = UILayoutGuide()
        window.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            left.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            left.topAnchor.constraint(equalTo: window.topAnchor), right.topAnchor.constraint(equalTo: window.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 20), right.heightAnchor.constraint(equalToConstant: 20),
            gap.topAnchor.constraint(equalTo: window.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        #expect(right.frame == CGRect(x: 140, y: 0, width: 250, height: 20))
        #expect(gap.layoutFrame == CGRect(x: 110, y: 0, width: 30, height: 1))
        #expect(window.layoutGuides.contains { $0 === gap } && gap.owningView === window)
    }

    @Test func anchorWithOffsetConstrainsTheDistanceBetweenTwoAnchors() {
        let window = makeWindow()
        let a = UIView(), b = UIView(), ruler = UIView()
        for view in [a, b, ruler] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            ruler.widthAnchor.constraint(equalToConstant: 36),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: ruler.widthAnchor),
            b.widthAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: window.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: window.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            ruler.topAnchor.constraint(equalTo: window.topAnchor, constant: 20), ruler.heightAnchor.constraint(equalToConstant: 5),
            ruler.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.topAnchor.anchorWithOffset(to: b.bottomAnchor).constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(b.frame.minX == 96, "10 + 50 + 36")
        #expect(!b.hasAmbiguousLayout)
    }

    @Test func theMarginsGuideFollowsTheMargins() {
        let window = makeWindow()
        let content = UIView()
        window.addSubview(content)
        window.layoutMargins = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
        fill(content, window.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 20, width: 368, height: 760))
        window.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 40, y: 0, width: 360, height: 800))
    }

    @Test func theSafeAreaGuideAvoidsUnsafeEdgesAndAControllersAdditions() {
        let window = makeWindow()
        window.windowSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.frame = window.bounds
        let content = UIView()
        controller.view.addSubview(content)
        fill(content, controller.view.safeAreaLayoutGuide)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 59, width: 400, height: 707))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let loops = LoopCounter()
        UIUpdateLoopReport.$handler.withValue({ _ in loops.count += 1 }) { window.layoutIfNeeded() }
        #expect(loops.count == 0, "laying out settles without invalidating itself")
        #expect(content.frame == CGRect(x: 0, y: 103, width: 400, height: 663))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }

    @Test func marginsStartAtTheSafeAreaAndCanPreserveTheSuperviews() {
        let window = makeWindow()
        window.windowSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        let content = UIView()
        window.addSubview(content)
        fill(content, window.layoutMarginsGuide)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 58, width: 384, height: 704), "margins measured from the safe area")
        window.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 8, width: 384, height: 784))

        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.insetsLayoutMarginsFromSafeArea = false
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
        let child = UIView(frame: CGRect(x: 10, y: 100, width: 280, height: 100))
        child.insetsLayoutMarginsFromSafeArea = false
        parent.addSubview(child)
        #expect(child.effectiveLayoutMargins.left == 8)
        child.preservesSuperviewLayoutMargins = true
        #expect(child.effectiveLayoutMargins.left == 30 && child.effectiveLayoutMargins.right == 30, "40 less the 10 pt the child sits in")
        #expect(child.effectiveLayoutMargins.top == 8, "the child is clear of the parent's top margin")
    }

    @Test func theReadableGuideCapsTheWidthOnWideWindows() {
        let wide = makeWindow(width: 1200, height: 800)
        let text = UIView()
        wide.addSubview(text)
        fill(text, wide.readableContentGuide)
        wide.layoutIfNeeded()
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 600)
        let narrow = makeWindow(width: 320, height: 600)
        let other = UIView()
        narrow.addSubview(other)
        fill(other, narrow.readableContentGuide)
        narrow.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 8, y: 8, width: 304, height: 584))
    }

    final class LoopCounter: @unchecked Sendable { var count = 0 }
}

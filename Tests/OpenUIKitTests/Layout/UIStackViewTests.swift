import Foundation
@testable import OpenUIKit
import OpenUIKitTesting
import Testing

@MainActor
@Suite("UIStackView: distributions, alignments, spacing, hidden views")
struct UIStackViewTests {
    /// A view with a fixed intrinsic size.
    final class Box: UIView {
        var size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack pinned to a 300×100 pt area at (10, 20) of a window.
    private func stack(_ views: [UIView], configure: (UIStackView) -> Void = { _ in }) -> (UIWindow, UIStackView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        return (window, stack)
    }

    @Test func fillStretchesTheLowestHuggingViewAndTheFirstOnTies() {
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        b.setContentHuggingPriority(.defaultLow - 10, for: .horizontal)
        _ = stack([a, b, c]) { $0.spacing = 10 }
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 160, height: 100))
        #expect(c.frame == CGRect(x: 230, y: 0, width: 70, height: 100))
        let d = Box(50, 20), e = Box(50, 20)
        _ = stack([d, e])
        #expect(d.frame.width == 250 && e.frame.width == 50, "equal hugging: the first view stretches")
    }

    @Test func fillEquallyAndProportionally() {
        let a = Box(10, 20), b = Box(100, 20), c = Box(40, 20)
        _ = stack([a, b, c]) { $0.distribution = .fillEqually; $0.spacing = 15 }
        #expect(a.frame.width == 90 && b.frame.width == 90 && c.frame.width == 90)
        #expect(c.frame.minX == 210)
        let d = Box(50, 10), e = Box(100, 10)
        _ = stack([d, e]) { $0.distribution = .fillProportionally }
        #expect(d.frame.width == 100 && e.frame.width == 200)
    }

    @Test func equalSpacingAndEqualCentering() {
        let a = Box(40, 10), b = Box(60, 10), c = Box(20, 10)
        _ = stack([a, b, c]) { $0.distribution = .equalSpacing }
        #expect(a.frame.minX == 0 && c.frame.maxX == 300)
        #expect(b.frame.minX - a.frame.maxX == c.frame.minX - b.frame.maxX)
        #expect(b.frame.minX - a.frame.maxX == 90)
        let d = Box(40, 10), e = Box(60, 10), f = Box(20, 10)
        _ = stack([d, e, f]) { $0.distribution = .equalCentering }
        #expect(abs((e.frame.midX - d.frame.midX) - (f.frame.midX - e.frame.midX)) < 0.5)
    }

    @Test func alignmentsPlaceViewsAcrossTheAxis() {
        func aligned(_ alignment: UIStackView.Alignment) -> CGRect {
            let box = Box(40, 30)
            _ = stack([box, Box(40, 60)]) { $0.alignment = alignment }
            return box.frame
        }
        #expect(aligned(.fill).height == 100)
        // The first view takes the slack along the axis (equal hugging).
        #expect(aligned(.top) == CGRect(x: 0, y: 0, width: 260, height: 30))
        #expect(aligned(.center) == CGRect(x: 0, y: 35, width: 260, height: 30))
        #expect(aligned(.bottom) == CGRect(x: 0, y: 70, width: 260, height: 30))
    }

    @Test func verticalStacksCustomSpacingAndMargins() {
        let a = Box(50, 20), b = Box(50, 30), c = Box(50, 10)
        _ = stack([a, b, c]) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.spacing = 5
            $0.setCustomSpacing(12, after: a)
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
            $0.distribution = .fill
        }
        // The column fills the margins (4…96); the first view takes the 15 pt of slack.
        #expect(a.frame == CGRect(x: 6, y: 4, width: 50, height: 35))
        #expect(b.frame.minY == 51, "12 pt after the first view")
        #expect(c.frame.minY == b.frame.maxY + 5 && c.frame.maxY == 96)
    }

    @Test func hiddenViewsCollapseAndComeBack() {
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        let (window, stack) = stack([a, b, c]) { $0.distribution = .fillEqually; $0.spacing = 10 }
        b.isHidden = true
        window.layoutIfNeeded()
        #expect(a.frame.width == 145 && c.frame.minX == 155)
        b.isHidden = false
        window.layoutIfNeeded()
        #expect(abs(b.frame.width - a.frame.width) <= 0.5 && c.frame.maxX == 300, "equal on the pixel grid")
        stack.removeArrangedSubview(c)
        c.removeFromSuperview()
        window.layoutIfNeeded()
        #expect(stack.arrangedSubviews.count == 2 && b.frame.maxX == 300)
    }

    @Test func baselineRelativeArrangementSpacesBaselines() {
        let first = UILabel(), second = UILabel()
        first.text = "Title"
        first.font = .systemFont(ofSize: 28)
        second.text = "Subtitle"
        let (_, _) = stack([first, second]) {
            $0.axis = .vertical
            $0.alignment = .leading
            $0.distribution = .fill
            $0.spacing = 30
            $0.isBaselineRelativeArrangement = true
        }
        let firstBaseline = first.frame.minY + first.frame.height / 2 - first.intrinsicContentSize.height / 2
            + first.font.ascender + (first.intrinsicContentSize.height - first.font.lineHeight)
        let secondBaseline = second.frame.minY + second.frame.height / 2 - second.intrinsicContentSize.height / 2 + second.font.ascender
        #expect(abs(secondBaseline - firstBaseline - 30) <= 0.5, "\(secondBaseline - firstBaseline)")
    }

    @Test func rightToLeftStacksRunFromTheRight() {
        let a = Box(50, 20), b = Box(60, 20)
        let (window, _) = stack([a, b]) { $0.alignment = .center }
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 60, y: 40, width: 240, height: 20), "the first view sits at the right")
        #expect(b.frame == CGRect(x: 0, y: 40, width: 60, height: 20))
    }
}

extension SharedSettingsSuites {
    @MainActor
    @Suite("UIStackView: animated collapse", .manualClock)
    struct UIStackViewAnimationTests {
        @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
            TestClock.start()
            defer { TestClock.stop() }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.screen = UIScreen(bounds: window.bounds, scale: 2)
            window.makeKeyAndVisible()
            let a = UIStackViewTests.Box(50, 20), b = UIStackViewTests.Box(60, 20), c = UIStackViewTests.Box(70, 20)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.distribution = .fillEqually
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: window.leadingAnchor), stack.topAnchor.constraint(equalTo: window.topAnchor),
                stack.widthAnchor.constraint(equalToConstant: 300), stack.heightAnchor.constraint(equalToConstant: 100),
            ])
            window.layoutIfNeeded()
            #expect(c.frame.minX == 200)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = true }
            #expect(c.frame.minX == 150, "the model moves at once")
            TestClock.advance(by: 0.5)
            _ = window.renderedImage()
            let midway = c.layer.presentation()!.frame.minX
            #expect(midway > 160 && midway < 190, "halfway between 200 and 150: \(midway)")
            // The hidden view stays on screen, shrinking, until the animation ends.
            #expect(b.isHidden && !b.layer.isHidden)
            let shrinking = b.layer.presentation()!.frame.width
            #expect(shrinking > 20 && shrinking < 80, "between 100 and 0: \(shrinking)")
            TestClock.advance(by: 0.6)
            _ = window.renderedImage()
            #expect(b.isHidden && b.layer.isHidden, "hidden for good once the collapse ends")
            // Shown again in an animation, it grows from nothing.
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = false }
            TestClock.advance(by: 0.5)
            _ = window.renderedImage()
            let growing = b.layer.presentation()!.frame.width
            #expect(!b.isHidden && growing > 20 && growing < 80, "between 0 and 100: \(growing)")
        }
    }
}

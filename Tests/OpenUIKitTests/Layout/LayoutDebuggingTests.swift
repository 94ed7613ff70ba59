import Foundation
import Observation
@testable import OpenUIKit
import Testing

@MainActor
@Suite("Auto Layout: ambiguity, autoresizing, and the tracked constraints step")
struct LayoutDebuggingTests {
    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        return window
    }

    @Test func ambiguousLayoutIsReportedAndExercised() {
        let window = makeWindow()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 50), view.topAnchor.constraint(equalTo: window.topAnchor)])
        window.layoutIfNeeded()
        #expect(view.hasAmbiguousLayout, "nothing fixes x")
        let before = view.frame.minX
        view.exerciseAmbiguityInLayout()
        window.layoutIfNeeded()
        #expect(view.frame.minX != before)
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 5).isActive = true
        window.layoutIfNeeded()
        #expect(!view.hasAmbiguousLayout)
        #expect(view.frame.minX == 5)
        let horizontal = view.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2 && horizontal.contains { $0 === width })
    }

    @Test func autoresizingMasksShareTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stretches = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 40))
        stretches.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let pinnedRight = UIView(frame: CGRect(x: 250, y: 150, width: 30, height: 30))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for view in [stretches, pinnedRight, centred, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(stretches.frame == CGRect(x: 20, y: 20, width: 360, height: 40))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 250, width: 30, height: 30))
        #expect(centred.frame == CGRect(x: 150, y: 50, width: 100, height: 100))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(stretches.frame.width == 360)
    }

    @Observable final class Model { var inset: CGFloat = 10 }

    /// A view that reads a model in `updateConstraints()`: a change re-runs the constraints
    /// step (and the layout it moves), not `updateProperties()`.
    final class InsetView: UIView {
        let model: Model
        let child = UIView()
        var leading: NSLayoutConstraint?
        var constraintRuns = 0, propertyRuns = 0
        init(model: Model) {
            self.model = model
            super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            child.translatesAutoresizingMaskIntoConstraints = false
            addSubview(child)
            let leading = child.leadingAnchor.constraint(equalTo: leadingAnchor)
            self.leading = leading
            NSLayoutConstraint.activate([leading, child.topAnchor.constraint(equalTo: topAnchor),
                                         child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20)])
            setNeedsUpdateConstraints()
        }
        required init?(coder: NSCoder) { nil }
        override func updateProperties() {
            super.updateProperties()
            propertyRuns += 1
        }
        override func updateConstraints() {
            constraintRuns += 1
            leading?.constant = model.inset
            super.updateConstraints()
        }
    }

    @Test func observableReadsInUpdateConstraintsInvalidateOnlyTheConstraintsStep() {
        let window = makeWindow()
        let model = Model()
        let view = InsetView(model: model)
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.child.frame.minX == 10)
        let (constraints, properties) = (view.constraintRuns, view.propertyRuns)
        model.inset = 42
        window.layoutIfNeeded()
        #expect(view.child.frame.minX == 42)
        #expect(view.constraintRuns == constraints + 1)
        #expect(view.propertyRuns == properties, "updateProperties() did not run again")
    }
}

@MainActor
@Suite("Auto Layout: constraints and views coming and going in place")
struct IncrementalLayoutTests {
    @Test func activatingAndDeactivatingDoNotRebuildTheEngine() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
                                     view.topAnchor.constraint(equalTo: window.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        window.layoutIfNeeded()
        let builds = window.layoutEngine.rebuildCount
        width.isActive = false
        let wider = view.widthAnchor.constraint(equalToConstant: 120)
        wider.isActive = true
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 120, height: 10))
        let minimum = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        minimum.priority = .required
        let messages = ConsoleLogCapture.messages { minimum.isActive = true; window.layoutIfNeeded() }
        #expect(messages.count == 1, "a conflicting addition is still reported and broken")
        #expect(view.frame.width == 120)
        #expect(window.layoutEngine.rebuildCount == builds, "all of it in place")
    }

    @Test func viewsLeavingAndJoiningTakeTheirConstraintsAlong() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                                     stack.topAnchor.constraint(equalTo: window.topAnchor)])
        let rows = (0..<3).map { _ -> UIView in
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
            stack.addArrangedSubview(row)
            return row
        }
        window.layoutIfNeeded()
        #expect(rows[2].frame.minY == 88)
        let builds = window.layoutEngine.rebuildCount
        rows[1].removeFromSuperview()
        window.layoutIfNeeded()
        #expect(rows[2].frame.minY == 44)
        #expect(stack.frame.height == 88)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        rows[1].addSubview(badge)
        badge.widthAnchor.constraint(equalToConstant: 10).isActive = true
        stack.insertArrangedSubview(rows[1], at: 1)
        window.layoutIfNeeded()
        #expect(rows[1].frame.minY == 44 && rows[2].frame.minY == 88)
        #expect(badge.frame.width == 10, "the joining subtree's own constraints came along")
        #expect(window.layoutEngine.rebuildCount == builds)
    }

    @Test func movingAViewWithinTheWindowKeepsItsOwnConstraintsInPlace() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let left = UIStackView(), right = UIStackView()
        for (stack, x) in [(left, 0.0), (right, 200.0)] {
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(stack)
            NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: x),
                                         stack.widthAnchor.constraint(equalToConstant: 200),
                                         stack.topAnchor.constraint(equalTo: window.topAnchor)])
        }
        let card = UIView()
        card.heightAnchor.constraint(equalToConstant: 60).isActive = true
        left.addArrangedSubview(card)
        left.addArrangedSubview({ let v = UIView(); v.heightAnchor.constraint(equalToConstant: 30).isActive = true; return v }())
        window.layoutIfNeeded()
        let builds = window.layoutEngine.rebuildCount
        right.addArrangedSubview(card)
        window.layoutIfNeeded()
        #expect(card.superview === right)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 200, height: 60), "its own height came along")
        #expect(left.frame.height == 30)
        #expect(window.layoutEngine.rebuildCount == builds, "moved in place")
    }

    @Test func removingAViewDeactivatesConstraintsReachingIntoIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let a = UIView(), b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        let link = b.leadingAnchor.constraint(equalTo: a.trailingAnchor)
        NSLayoutConstraint.activate([link, a.widthAnchor.constraint(equalToConstant: 10)])
        a.removeFromSuperview()
        #expect(!link.isActive, "UIKit drops constraints between a removed view and the rest")
        #expect(a.constraints.count == 1, "the view's own constraints stay with it")
    }
}

import Foundation
@testable import OpenUIKit
import Testing

@MainActor
@Suite("Auto Layout: constraints, anchors, priorities, intrinsic sizes")
struct AutoLayoutTests {
    /// A 400×800 pt window at 2x holding a plain container that fills it.
    private func scene() -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        return (window, container)
    }

    private func constrained<V: UIView>(_ view: V, in container: UIView) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test func anchorsPinAViewAndItsIntrinsicSizeSizesIt() {
        let (window, container) = scene()
        let label = constrained(UILabel(), in: container)
        label.text = "Hello"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(size.width > 10)
        #expect(abs(label.frame.minX - 20) < 0.5 && abs(label.frame.minY - 40) < 0.5)
        #expect(abs(label.frame.width - size.width) <= 0.5 && abs(label.frame.height - size.height) <= 0.5)
        #expect(container.constraints.count == 2, "installed on the nearest common ancestor")
    }

    @Test func edgesCentresAndDimensionsSolveTogether() {
        let (window, container) = scene()
        let card = constrained(UIView(), in: container)
        let badge = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: -100),
            card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.75),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
        window.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 100, y: 225, width: 200, height: 150))
        #expect(badge.frame == CGRect(x: 268, y: 343, width: 24, height: 24))
    }

    @Test func leadingAndTrailingFlipInRightToLeftLayouts() {
        let (window, container) = scene()
        window.traitOverrides.layoutDirection = .rightToLeft
        let view = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.frame.minX == 284, "leading is the right edge: 400 − 16 − 100")
        view.semanticContentAttribute = .forceLeftToRight
        container.semanticContentAttribute = .forceLeftToRight
        window.layoutIfNeeded()
        #expect(view.frame.minX == 16)
    }

    @Test func changingAConstantMovesTheViewWithoutARebuild() {
        let (window, container) = scene()
        let view = constrained(UIView(), in: container)
        let top = view.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.minY == 10)
        top.constant = 130
        #expect(view.frame.minY == 10, "frames change at the next layout pass")
        window.layoutIfNeeded()
        #expect(view.frame.minY == 130)
        top.constant = .nan
        #expect(top.constant == 130, "a NaN constant is refused")
    }

    @Test func hugeFiniteConstantsAreClampedWithUIKitsLog() {
        let (window, container) = scene()
        var constraints: [NSLayoutConstraint] = []
        let messages = ConsoleLogCapture.messages {
            for (index, huge) in [1e308, CGFloat.greatestFiniteMagnitude, -1e300, 5e9].enumerated() {
                let view = constrained(UIView(), in: container)
                let width = view.widthAnchor.constraint(lessThanOrEqualToConstant: abs(huge))
                let left = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(index) * 10)
                let top = view.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: huge / 2)
                top.priority = .defaultLow
                let ordinary = view.widthAnchor.constraint(equalToConstant: 40)
                ordinary.priority = .defaultHigh
                constraints += [width, left, top, ordinary, view.heightAnchor.constraint(equalToConstant: 20),
                                view.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor)]
            }
            NSLayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
        }
        #expect(messages.contains { $0.contains("exceeds internal limits") })
        for view in container.subviews {
            #expect(view.frame.width == 40 && view.frame.height == 20, "\(view.frame)")
            #expect(view.frame.maxY <= container.bounds.maxY)
        }
        #expect(constraints[0].constant == NSLayoutConstraint.numberLimit)
        constraints[1].constant = -1e200
        #expect(constraints[1].constant == -NSLayoutConstraint.numberLimit)
        window.layoutIfNeeded()
        #expect(container.subviews[0].frame.minX == -NSLayoutConstraint.numberLimit)
    }

    @Test func fittingAtARequiredWidthWrapsMultiLineLabels() {
        let cell = UIView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A self-sizing cell wraps its text at the width the table gives it, however long the text is."
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        func fitted(_ width: CGFloat) -> CGSize {
            cell.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        let narrow = fitted(120), wide = fitted(300)
        let line = label.font.lineHeight
        #expect(narrow.width == 120 && wide.width == 300)
        #expect(narrow.height > wide.height + line, "narrow \(narrow), wide \(wide)")
        #expect(wide.height > 16 + line * 1.5, "300 points still wraps this text")
        label.preferredMaxLayoutWidth = 1_000
        #expect(label.intrinsicContentSize.height < line * 1.5, "an explicit preferred width wins")
    }

    @Test func higherPrioritiesWinAndRequiredHolds() {
        let (window, container) = scene()
        let view = constrained(UIView(), in: container)
        let preferred = view.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultHigh
        let weaker = view.widthAnchor.constraint(equalToConstant: 50)
        weaker.priority = .defaultLow
        NSLayoutConstraint.activate([
            preferred, weaker,
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(view.frame.width == 200)
        preferred.isActive = false
        window.layoutIfNeeded()
        #expect(view.frame.width == 50)
    }

    @Test func changingAnInstalledConstraintBetweenRequiredAndOptionalIsRefused() {
        let (_, container) = scene()
        let view = constrained(UIView(), in: container)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let messages = ConsoleLogCapture.messages { width.priority = .defaultHigh }
        #expect(width.priority == .required)
        #expect(messages.first?.contains("Mutating a priority from required to not on an installed constraint") == true)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh, "an inactive constraint may change")
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        let (window, container) = scene()
        let title = constrained(UILabel(), in: container)
        let detail = constrained(UILabel(), in: container)
        title.text = "A rather long title that needs room"
        detail.text = "A long detail line as well"
        detail.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: container.topAnchor),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(abs(title.frame.width - title.intrinsicContentSize.width) <= 0.5, "the title keeps its size")
        #expect(abs(detail.frame.maxX - 390) <= 0.5, "the detail is squeezed to the edge")
        #expect(detail.frame.width < detail.intrinsicContentSize.width)
    }

    @Test func huggingDecidesWhichViewStretches() {
        let (window, container) = scene()
        let title = constrained(UILabel(), in: container)
        let button = constrained(UILabel(), in: container)
        title.text = "Title"
        button.text = "Edit"
        // As seed 004 does for a title view: the title gives way, the button keeps its size.
        title.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            button.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            button.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            title.topAnchor.constraint(equalTo: container.topAnchor),
            button.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(abs(button.frame.width - button.intrinsicContentSize.width) <= 0.5)
        #expect(abs(title.frame.width - (400 - button.frame.width)) <= 0.5)
    }

    @Test func intrinsicSizeChangesReachTheLayout() {
        let (window, container) = scene()
        let label = constrained(UILabel(), in: container)
        label.text = "Hi"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        window.layoutIfNeeded()
        let narrow = label.frame.width
        label.text = "Hello, wider world"
        window.layoutIfNeeded()
        #expect(label.frame.width > narrow + 20)
        #expect(abs(label.frame.width - label.intrinsicContentSize.width) <= 0.5)
    }

    @Test func marginsAndTheWindowSizeTakePart() {
        let (window, container) = scene()
        container.translatesAutoresizingMaskIntoConstraints = false
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let content = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.bottomAnchor.constraint(equalTo: window.bottomAnchor),
            NSLayoutConstraint(item: content, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: content, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        window.layoutIfNeeded()
        #expect(container.frame == window.bounds)
        #expect(content.frame == CGRect(x: 20, y: 10, width: 340, height: 760))
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        window.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 0, width: 300, height: 500), "the window's new size flows down")
        #expect(content.frame == CGRect(x: 20, y: 10, width: 240, height: 460))
    }

    @Test func aConstrainedViewMovedByHandGoesBackAtTheNextLayout() {
        let (window, container) = scene()
        let view = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 30),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        view.frame = CGRect(x: 200, y: 200, width: 10, height: 10)
        container.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 30, y: 30, width: 40, height: 40))
    }

    @Test func aViewsOwnEdgesAreItsContentAreaWhateverItsBoundsOrigin() {
        let (window, container) = scene()
        container.bounds.origin = CGPoint(x: 0, y: 120)
        let content = constrained(UIView(), in: container)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10), content.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(content.frame.minY == 10, "the frame is in content coordinates; it shows 110 pt higher")
    }

    @Test func unsatisfiableConstraintsAreLoggedBrokenAndTheRestLaidOut() {
        let (window, container) = scene()
        let view = constrained(UIView(), in: container)
        let conflicting = view.widthAnchor.constraint(equalToConstant: 200)
        let messages = ConsoleLogCapture.messages {
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 100), conflicting,
                view.heightAnchor.constraint(equalToConstant: 30),
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.topAnchor.constraint(equalTo: container.topAnchor),
            ])
            window.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Unable to simultaneously satisfy constraints") == true)
        // The list is the contradiction: the two widths, not the position constraints.
        #expect(messages.first?.contains(".width == 100") == true && messages.first?.contains(".width == 200") == true)
        #expect(messages.first?.contains(".leading") == false)
        #expect(messages.first?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    }

    @Test func aConflictWithATranslatedFrameNamesTheAutoresizingConstraint() {
        let (window, container) = scene()
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        container.addSubview(fixed)
        let messages = ConsoleLogCapture.messages {
            fixed.widthAnchor.constraint(equalToConstant: 80).isActive = true
            window.layoutIfNeeded()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(messages.first?.contains(".width == 50") == true)
        #expect(fixed.frame.width == 50, "the translated frame holds")
    }

    @Test func badInputIsRefusedWithAClearMessage() {
        let (_, container) = scene()
        let view = constrained(UIView(), in: container)
        let stranger = UIView()
        let messages = ConsoleLogCapture.messages {
            view.leadingAnchor.constraint(equalTo: stranger.leadingAnchor).isActive = true
            NSLayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 10).isActive = true
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width, multiplier: .infinity, constant: 0).isActive = true
            NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: container, attribute: .width, multiplier: 0, constant: 0).isActive = true
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .width, multiplier: 1, constant: 0).isActive = true
        }
        #expect(messages.count == 5)
        #expect(messages[0].contains("no common ancestor"))
        #expect(container.constraints.isEmpty && view.constraints.isEmpty)
    }

    @Test func descriptionsReadLikeApples() {
        let (_, container) = scene()
        let view = constrained(UIView(), in: container)
        let c = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.contains(".leading == UIView:0x"))
        #expect(c.description.hasSuffix(".leading + 20   (inactive)>"))
        let w = view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -4)
        w.priority = .defaultHigh
        w.identifier = "half"
        w.isActive = true
        #expect(w.description.contains("'half'"))
        #expect(w.description.contains(".width == 0.5*UIView:0x"))
        #expect(w.description.hasSuffix(".width - 4 @750   (active)>"))
    }

    @Test func systemLayoutSizeFittingMeasuresAConstrainedSubtree() {
        let cell = UIView()
        let label = UILabel()
        label.text = "Measured"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let text = label.intrinsicContentSize
        #expect(abs(size.width - (text.width + 24)) <= 0.5)
        #expect(abs(size.height - (text.height + 16)) <= 0.5)
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide.width == 320 && abs(wide.height - (text.height + 16)) <= 0.5)
    }

    @Test func priorityArithmeticAndConstants() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultLow - 1).rawValue == 249 && UILayoutPriority.defaultHigh + 1 > .defaultHigh)
        #expect(UILabel().contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(UIView().contentHuggingPriority(for: .vertical).rawValue == 250)
        #expect(UIView().contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    }
}

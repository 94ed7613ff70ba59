import Foundation

/// The constraints a stack view makes for its visible arranged views: along the axis, the
/// distribution's sizes and spacing between the stack's edges (or margins); across it, the
/// alignment.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    let views: [UIView]

    private var horizontal: Bool { stack.axis == .horizontal }

    /// The constraints; `addGuide` receives the spacer guides equal spacing needs.
    func constraints(addGuide: (UILayoutGuide) -> Void) -> [NSLayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        var made: [NSLayoutConstraint] = []
        let canvas: LayoutItem = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        made.append(start(first).constraint(equalTo: start(canvas)))
        made.append(end(last).constraint(equalTo: end(canvas)))
        made += spacing(addGuide: addGuide)
        made += sizes()
        made += views.flatMap { alignment(of: $0, in: canvas) }
        if stack.alignment != .fill {
            // The stack hugs its tallest (widest) view across the axis unless told otherwise.
            let hug = crossDimension(stack).constraint(equalToConstant: 0)
            hug.priority = UILayoutPriority(49)
            made.append(hug)
        }
        for constraint in made { constraint.identifier = constraint.identifier ?? "UISV-arrangement" }
        return made
    }

    // MARK: Along the axis

    private func spacing(addGuide: (UILayoutGuide) -> Void) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        var firstGap: UILayoutGuide?
        for (a, b) in zip(views, views.dropFirst()) {
            let gap = stack.gap(after: a)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                if stack.isBaselineRelativeArrangement && !horizontal {
                    // The gap runs from one view's last baseline to the next one's first.
                    made.append(b.firstBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor, constant: gap))
                } else {
                    made.append(start(b).constraint(equalTo: end(a), constant: gap))
                }
            case .equalSpacing, .equalCentering:
                made.append(start(b).constraint(greaterThanOrEqualTo: end(a), constant: gap))
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addGuide(guide)
                if stack.distribution == .equalSpacing {
                    made.append(start(guide).constraint(equalTo: end(a)))
                    made.append(end(guide).constraint(equalTo: start(b)))
                } else {
                    made.append(start(guide).constraint(equalTo: center(a)))
                    made.append(end(guide).constraint(equalTo: center(b)))
                }
                if let firstGap {
                    made.append(length(guide).constraint(equalTo: length(firstGap)))
                } else {
                    firstGap = guide
                }
                // The gaps shrink to the least spacing when the views need the room.
                let tight = length(guide).constraint(equalToConstant: 0)
                tight.priority = UILayoutPriority(49)
                made.append(tight)
            }
        }
        return made
    }

    private func sizes() -> [NSLayoutConstraint] {
        guard let first = views.first else { return [] }
        var made: [NSLayoutConstraint] = []
        switch stack.distribution {
        case .fillEqually:
            made += views.dropFirst().map { length($0).constraint(equalTo: length(first)) }
        case .fillProportionally:
            let intrinsic = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let base = intrinsic.first, base > 0 {
                for (view, size) in zip(views, intrinsic).dropFirst() where size > 0 {
                    let proportional = length(view).constraint(equalTo: length(first), multiplier: size / base)
                    proportional.priority = UILayoutPriority(999)
                    made.append(proportional)
                }
            }
        case .fill:
            // Ties in hugging and compression go to the earliest view: every later one holds
            // its intrinsic length a little more firmly.
            for view in views.dropFirst() {
                let size = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                guard size >= 0, size != UIView.noIntrinsicMetric else { continue }
                let hold = length(view).constraint(equalToConstant: size)
                hold.priority = UILayoutPriority(1)
                made.append(hold)
            }
        case .equalSpacing, .equalCentering:
            break
        }
        return made
    }

    // MARK: Across the axis

    private func alignment(of view: UIView, in canvas: LayoutItem) -> [NSLayoutConstraint] {
        switch stack.alignment {
        case .fill:
            return [crossStart(view).constraint(equalTo: crossStart(canvas)), crossEnd(view).constraint(equalTo: crossEnd(canvas))]
        case .leading:
            return [crossStart(view).constraint(equalTo: crossStart(canvas)), crossEnd(view).constraint(lessThanOrEqualTo: crossEnd(canvas))]
        case .trailing:
            return [crossEnd(view).constraint(equalTo: crossEnd(canvas)), crossStart(view).constraint(greaterThanOrEqualTo: crossStart(canvas))]
        case .center:
            return [crossCenter(view).constraint(equalTo: crossCenter(canvas)),
                    crossStart(view).constraint(greaterThanOrEqualTo: crossStart(canvas)),
                    crossEnd(view).constraint(lessThanOrEqualTo: crossEnd(canvas))]
        case .firstBaseline, .lastBaseline:
            guard horizontal else {
                // Baselines have no meaning across a vertical stack: UIKit aligns leading.
                return [crossStart(view).constraint(equalTo: crossStart(canvas)), crossEnd(view).constraint(lessThanOrEqualTo: crossEnd(canvas))]
            }
            var made = [view.topAnchor.constraint(greaterThanOrEqualTo: anchorTop(canvas)),
                        view.bottomAnchor.constraint(lessThanOrEqualTo: anchorBottom(canvas))]
            if let first = views.first, first !== view {
                let anchor = stack.alignment == .firstBaseline
                made.append(anchor ? view.firstBaselineAnchor.constraint(equalTo: first.firstBaselineAnchor)
                                   : view.lastBaselineAnchor.constraint(equalTo: first.lastBaselineAnchor))
            }
            return made
        }
    }

    // MARK: Anchors by role

    private func xAnchors(_ item: LayoutItem) -> (start: NSLayoutXAxisAnchor, end: NSLayoutXAxisAnchor, center: NSLayoutXAxisAnchor, length: NSLayoutDimension) {
        if let guide = item as? UILayoutGuide { return (guide.leadingAnchor, guide.trailingAnchor, guide.centerXAnchor, guide.widthAnchor) }
        let view = item as! UIView
        return (view.leadingAnchor, view.trailingAnchor, view.centerXAnchor, view.widthAnchor)
    }

    private func yAnchors(_ item: LayoutItem) -> (start: NSLayoutYAxisAnchor, end: NSLayoutYAxisAnchor, center: NSLayoutYAxisAnchor, length: NSLayoutDimension) {
        if let guide = item as? UILayoutGuide { return (guide.topAnchor, guide.bottomAnchor, guide.centerYAnchor, guide.heightAnchor) }
        let view = item as! UIView
        return (view.topAnchor, view.bottomAnchor, view.centerYAnchor, view.heightAnchor)
    }

    private func anchorTop(_ item: LayoutItem) -> NSLayoutYAxisAnchor { yAnchors(item).start }
    private func anchorBottom(_ item: LayoutItem) -> NSLayoutYAxisAnchor { yAnchors(item).end }

    /// Along the axis.
    private func start(_ item: LayoutItem) -> AxisAnchor { horizontal ? .x(xAnchors(item).start) : .y(yAnchors(item).start) }
    private func end(_ item: LayoutItem) -> AxisAnchor { horizontal ? .x(xAnchors(item).end) : .y(yAnchors(item).end) }
    private func center(_ item: LayoutItem) -> AxisAnchor { horizontal ? .x(xAnchors(item).center) : .y(yAnchors(item).center) }
    private func length(_ item: LayoutItem) -> NSLayoutDimension { horizontal ? xAnchors(item).length : yAnchors(item).length }

    /// Across the axis.
    private func crossStart(_ item: LayoutItem) -> AxisAnchor { horizontal ? .y(yAnchors(item).start) : .x(xAnchors(item).start) }
    private func crossEnd(_ item: LayoutItem) -> AxisAnchor { horizontal ? .y(yAnchors(item).end) : .x(xAnchors(item).end) }
    private func crossCenter(_ item: LayoutItem) -> AxisAnchor { horizontal ? .y(yAnchors(item).center) : .x(xAnchors(item).center) }
    private func crossDimension(_ item: LayoutItem) -> NSLayoutDimension { horizontal ? yAnchors(item).length : xAnchors(item).length }
}

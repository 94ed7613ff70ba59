import Foundation

extension UICollectionView {
    /// How far beyond the visible area, along the scroll axis, cells are kept ready.
    private static let preparedMargin: CGFloat = 60
    /// Rounds of self-sizing per layout pass: each round measures the cells that appeared.
    private static let sizingRounds = 6

    /// Prepares the layout when it was invalidated, and takes its content size.
    func prepareLayoutIfNeeded() {
        refreshCountsIfNeeded()
        let layout = collectionViewLayout
        guard layout.needsPreparation else { return }
        layout.needsPreparation = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        if size != contentSize { contentSize = size }
    }

    /// Brings the views on screen in line with the layout: views that left the visible
    /// area go to their reuse queues, new elements get views from the data source, and
    /// self-sizing elements are measured (and the layout redone) until sizes settle.
    func layoutVisibleElements() {
        refreshCountsIfNeeded()
        isLayingOutVisibleElements = true
        defer {
            isLayingOutVisibleElements = false
            if visibleViews.values.contains(where: { $0.needsSizing && $0.appliedAttributes?.sizesItself == true }) { setNeedsLayout() }
        }
        if bounds != lastLayoutBounds {
            if lastLayoutBounds != .null, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
                collectionViewLayout.invalidateLayout()
            }
            lastLayoutBounds = bounds
        }
        for _ in 0..<Self.sizingRounds {
            prepareLayoutIfNeeded()
            syncOrthogonalScrollers()
            guard updateVisibleElements() else { break }
        }
        prepareLayoutIfNeeded()
        syncOrthogonalScrollers()
        lastLayoutBounds = bounds
        prefetchAhead()
    }

    /// Whether content scrolls (or is laid out to scroll) vertically.
    var layoutScrollsVertically: Bool {
        contentSize.height > bounds.height || alwaysBounceVertical || contentSize.width <= bounds.width
    }

    /// The area whose elements exist: the bounds, grown along the scroll axes while
    /// prefetching is enabled.
    var preparedRect: CGRect {
        guard isPrefetchingEnabled else { return bounds }
        let horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        return bounds.insetBy(dx: horizontal ? -Self.preparedMargin : 0, dy: layoutScrollsVertically ? -Self.preparedMargin : 0)
    }

    /// One round; returns whether a measured size changed the layout.
    private func updateVisibleElements() -> Bool {
        let attributes = collectionViewLayout.layoutAttributesForElements(in: preparedRect) ?? []
        var wanted: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        wanted.reserveCapacity(attributes.count)
        for element in attributes where element.size.width >= 0 && element.size.height >= 0 {
            wanted[element.elementKey] = element
        }
        for (key, view) in visibleViews where wanted[key] == nil {
            visibleViews[key] = nil
            endDisplaying(view, key: key)
        }
        var layoutChanged = false
        var raisedViews = false
        for element in attributes {
            let key = element.elementKey
            guard wanted[key] === element else { continue }
            let view: UICollectionReusableView
            if let shown = visibleViews[key] {
                view = shown
                applyAttributes(element, to: view)
            } else {
                guard let made = makeView(for: element) else { continue }
                view = made
                visibleViews[key] = view
                applyAttributes(element, to: view)
                willDisplay(view, key: key)
                view.needsSizing = true
            }
            if element.zIndex > 0 { raisedViews = true }
            if element.sizesItself, view.needsSizing, measure(view, for: element) { layoutChanged = true }
        }
        if raisedViews { raiseViewsAboveCells() }
        return layoutChanged
    }

    /// Asks a self-sizing view for its size and gives it to the layout; keeps what is on
    /// screen still when an element above the visible area changes height.
    private func measure(_ view: UICollectionReusableView, for element: UICollectionViewLayoutAttributes) -> Bool {
        view.updatePropertiesIfNeeded()
        view.needsSizing = false
        let preferred = view.preferredLayoutAttributesFitting(element)
        guard collectionViewLayout.acceptPreferredAttributes(preferred, original: element) else { return false }
        let visibleTop = contentOffset.y + adjustedContentInset.top
        if element.frame.maxY <= visibleTop + 0.5, !isTracking {
            let delta = preferred.size.height - element.size.height
            bounds.origin.y += delta
        }
        if !collectionViewLayout.needsPreparation, collectionViewLayout.collectionViewContentSize != contentSize {
            contentSize = collectionViewLayout.collectionViewContentSize
        }
        return true
    }

    private func makeView(for element: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        switch element.representedElementCategory {
        case .cell:
            guard let dataSource, element.indexPath.section < itemCounts.count, element.indexPath.item < itemCounts[element.indexPath.section] else { return nil }
            return dataSource.collectionView(self, cellForItemAt: element.indexPath)
        case .supplementaryView:
            guard let dataSource, let kind = element.representedElementKind else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
        case .decorationView:
            guard let kind = element.representedElementKind else { return nil }
            let key = "decoration\u{1}" + kind
            if let reused = reuseQueues[key]?.popLast() {
                reused.isHidden = false
                reused.prepareForReuse()
                return reused
            }
            let view = (collectionViewLayout.decorationClasses[kind] ?? UICollectionReusableView.self).init()
            view.reuseIdentifier = kind
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
            return view
        }
    }

    /// Places a view where its attributes say.
    func applyAttributes(_ laidOut: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        let attributes = interactiveMovement?.adjusted(laidOut) ?? laidOut
        let shift = hostInRow(view, for: attributes)
        if attributes.transform.isIdentity, view.transform.isIdentity {
            let frame = attributes.frame.offsetBy(dx: shift.x, dy: shift.y)
            if view.frame != frame { view.frame = frame }
        } else {
            let center = CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y)
            if view.transform != attributes.transform { view.transform = .identity }
            if view.bounds.size != attributes.size { view.bounds.size = attributes.size }
            if view.center != center { view.center = center }
            if view.transform != attributes.transform { view.transform = attributes.transform }
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        if view.layer.zPosition != CGFloat(attributes.zIndex) { view.layer.zPosition = CGFloat(attributes.zIndex) }
        if view.appliedAttributes.map({ !$0.isEqual(attributes) }) ?? true {
            view.appliedAttributes = attributes
            view.apply(attributes)
        }
    }

    /// Keeps pinned headers and other raised elements above the cells.
    private func raiseViewsAboveCells() {
        let raised = visibleViews.values.filter { $0.layer.zPosition > 0 }.sorted { $0.layer.zPosition < $1.layer.zPosition }
        for view in raised where subviews.last(where: { !$0.isHidden && $0.layer.zPosition <= view.layer.zPosition }) !== view {
            bringSubviewToFront(view)
        }
        keepIndicatorsOnTop()
    }

    private func willDisplay(_ view: UICollectionReusableView, key: ElementKey) {
        guard let delegate = collectionDelegate else { return }
        if let cell = view as? UICollectionViewCell, key.category == .cell {
            delegate.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
        } else if key.category == .supplementaryView, let kind = key.kind {
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
        }
    }

    /// Takes a view off screen: tells the delegate, then queues it for reuse.
    func endDisplaying(_ view: UICollectionReusableView, key: ElementKey) {
        if let delegate = collectionDelegate {
            if let cell = view as? UICollectionViewCell, key.category == .cell {
                delegate.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            } else if key.category == .supplementaryView, let kind = key.kind {
                delegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
            }
        }
        if key.category == .decorationView {
            view.isHidden = true
            reuseQueues["decoration\u{1}" + (key.kind ?? ""), default: []].append(view)
        } else {
            enqueue(view, kind: key.category == .supplementaryView ? key.kind : nil)
        }
    }
}

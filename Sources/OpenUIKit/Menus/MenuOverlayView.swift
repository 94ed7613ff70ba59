import Foundation

/// A shown menu: a view over the whole window holding the menu's glass panel. The panel
/// grows out of its source (a button or bar item) and shrinks back into it, or fades with
/// Reduce Motion. A touch outside the panel dismisses the menu without reaching what is
/// underneath, as in UIKit. Submenus open in place, with a row leading back out; deferred
/// elements show "Loading…" until their provider delivers. A menu that grows upward out of
/// its source lists its elements bottom to top, the first nearest the finger (UIKit's
/// priority order), except in scrolling content and for pop-up buttons (fixed order).
///
/// The overlay owns the shown menu's state (its open submenus and what deferred elements
/// delivered) and leaves the window when the menu is gone.
@MainActor
final class MenuOverlayView: UIView {
    /// What the menu's owner hears back.
    struct Handlers {
        /// Told after an action is chosen and performed.
        var didChoose: ((UIAction) -> Void)?
        /// Told as the menu starts to go away, chosen from or not.
        var willDismiss: (() -> Void)?
        /// Told when the menu has gone away, chosen from or not.
        var didDismiss: (() -> Void)?
    }

    /// A context menu's lifted view (a snapshot of its source, or a preview controller's
    /// view) shown over a blurred backdrop, the menu beside it.
    struct Preview {
        let view: UIView
        /// Whether the view is a preview controller's, sized by its preferred content size,
        /// rather than a picture of the source in its place.
        let isController: Bool
        let didTap: () -> Void
    }

    let chrome = PresentationChromeView(frame: .zero)
    private(set) var list: MenuListView
    /// The root menu, then each open submenu.
    private var levels: [UIMenu]
    private weak var sourceView: UIView?
    private let sourceRect: CGRect?
    /// The source's frame when it was last seen, for a source that left the window.
    private var lastSourceFrame = CGRect.zero
    private let sender: Any?
    /// Pop-up buttons keep exactly one action on across the whole menu.
    private let selectsAcrossMenu: Bool
    private let handlers: Handlers
    private let preview: Preview?
    private let backdrop: UIVisualEffectView?
    /// Whether the list keeps its order when the menu opens upward.
    private let fixedOrder: Bool
    private var delivered: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var requested: Set<ObjectIdentifier> = []
    private(set) var isDismissing = false
    private var keyboardHighlight: Int?
    /// Whether the list runs bottom to top (the menu grows upward in priority order).
    private var listIsReversed = false
    /// Where a touch that opened the menu began, until it moves away from there: lifting
    /// it without moving leaves the menu open.
    private var touchOrigin: CGPoint?
    /// How far that touch moves before it highlights items.
    static let touchSlop: CGFloat = 10

    /// How long the panel grows and shrinks.
    static let growDuration: TimeInterval = 0.35

    private init(menu: UIMenu, sourceView: UIView, sourceRect: CGRect?, sender: Any?, selectsAcrossMenu: Bool,
                 preview: Preview?, fixedOrder: Bool, handlers: Handlers) {
        levels = [menu]
        self.preview = preview
        self.fixedOrder = fixedOrder
        // The screen behind a preview is blurred and washed out, as iOS does it.
        backdrop = preview == nil ? nil : UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        self.sourceView = sourceView
        self.sourceRect = sourceRect
        self.sender = sender
        self.selectsAcrossMenu = selectsAcrossMenu
        self.handlers = handlers
        list = MenuListView(sections: [])
        super.init(frame: .zero)
        chrome.corners = .fixed(MenuMetrics.cornerRadius)
        chrome.fillView.backgroundColor = .systemBackground
        if let backdrop, let preview {
            addSubview(backdrop)
            preview.view.layer.cornerCurve = .continuous
            preview.view.clipsToBounds = true
            addSubview(preview.view)
        }
        addSubview(chrome)
        accessibilityViewIsModal = true
        rebuildList()
    }

    required convenience init?(coder: NSCoder) { nil }

    /// The fill over the glass: menus are large glass, milky enough to read over anything.
    static let fillOpacity: CGFloat = 0.55

    // MARK: Showing and dismissing

    /// Shows `menu` growing out of `sourceView` (or `sourceRect` in it), dismissing any menu
    /// already shown in its window. Returns `nil` when the source is not in a window.
    @discardableResult
    static func present(
        _ menu: UIMenu, from sourceView: UIView, sourceRect: CGRect? = nil, sender: Any?,
        selectsAcrossMenu: Bool = false, trackingFrom touchPoint: CGPoint? = nil, preview: Preview? = nil,
        fixedOrder: Bool = false, handlers: Handlers = Handlers()
    ) -> MenuOverlayView? {
        guard let window = sourceView.window else { return nil }
        shown(in: window)?.dismiss(animated: false)
        let overlay = MenuOverlayView(menu: menu, sourceView: sourceView, sourceRect: sourceRect, sender: sender,
                                      selectsAcrossMenu: selectsAcrossMenu, preview: preview, fixedOrder: fixedOrder,
                                      handlers: handlers)
        overlay.frame = window.bounds
        overlay.touchOrigin = touchPoint
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(overlay)
        overlay.layoutIfNeeded()
        overlay.animateIn()
        if window.firstResponderInWindow == nil { overlay.becomeFirstResponder() }
        return overlay
    }

    /// The menu shown in `window`, if any.
    static func shown(in window: UIWindow) -> MenuOverlayView? {
        window.subviews.last { ($0 as? MenuOverlayView)?.isDismissing == false } as? MenuOverlayView
    }

    private func animateIn() {
        let rest = chrome.frame
        if let backdrop {
            backdrop.alpha = 0
            UIView.animate(withDuration: 0.25) { backdrop.alpha = 1 }
        }
        if UIAccessibility.isReduceMotionEnabled {
            chrome.setMaterialized(true, fillOpacity: Self.fillOpacity)
            chrome.alpha = 0
            UIView.animate(withDuration: 0.2) { self.chrome.alpha = 1 }
            return
        }
        chrome.frame = growthFrame
        chrome.setMaterialized(false, fillOpacity: Self.fillOpacity)
        let previewRest = preview?.view.frame
        if let preview { preview.view.frame = previewStartFrame }
        UIView.animate(springDuration: Self.growDuration, bounce: 0.15) {
            if let preview = self.preview, let previewRest { preview.view.frame = previewRest }
            self.chrome.frame = rest
            self.chrome.setMaterialized(true, fillOpacity: Self.fillOpacity)
        }
    }

    /// Takes the menu away: it shrinks back into its source (or fades with Reduce Motion),
    /// then leaves the window.
    func dismiss(animated: Bool = true) {
        guard !isDismissing else { return }
        isDismissing = true
        isUserInteractionEnabled = false
        if isFirstResponder { resignFirstResponder() }
        handlers.willDismiss?()
        let finish = { [weak self] in
            self?.removeFromSuperview()
            self?.handlers.didDismiss?()
        }
        guard animated else { return finish() }
        let target = growthFrame
        let previewTarget = previewStartFrame
        let reduceMotion = UIAccessibility.isReduceMotionEnabled
        UIView.animate(springDuration: reduceMotion ? 0.2 : Self.growDuration, bounce: 0, animations: {
            self.backdrop?.alpha = 0
            if let preview = self.preview {
                if preview.isController || reduceMotion { preview.view.alpha = 0 } else { preview.view.frame = previewTarget }
            }
            if reduceMotion {
                self.chrome.alpha = 0
            } else {
                self.chrome.frame = target
                self.chrome.setMaterialized(false, fillOpacity: Self.fillOpacity)
            }
        }, completion: { _ in finish() })
    }

    // MARK: Layout

    private var currentSourceFrame: CGRect {
        if let sourceView, sourceView.window === window {
            let rect = sourceRect.flatMap { $0.isFiniteRect && !$0.isEmpty ? $0 : nil } ?? sourceView.bounds
            lastSourceFrame = sourceView.convert(rect, to: self)
        }
        return lastSourceFrame
    }

    /// What the menu grows out of and shrinks back into: the lifted preview, else the source.
    private var growthFrame: CGRect { preview?.view.frame ?? currentSourceFrame }

    /// Where the preview starts and ends: the source for a picture of it, a point in the
    /// source's middle for a preview controller.
    private var previewStartFrame: CGRect {
        let source = currentSourceFrame
        guard preview?.isController == true else { return source }
        return CGRect(x: source.midX, y: source.midY, width: 0, height: 0)
    }

    /// Where menus may go: inside the safe area less a margin, and wherever the source is
    /// (a bar item close to the screen's top still has its menu grow out of it).
    private var area: CGRect {
        let insets = window?.safeAreaInsets ?? .zero
        let safe = bounds.inset(by: insets).insetBy(dx: MenuMetrics.margin, dy: MenuMetrics.margin)
        if preview != nil { return safe }
        let source = currentSourceFrame
        guard source.isFiniteRect, !source.isEmpty else { return safe }
        return safe.union(source).intersection(bounds)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !isDismissing else { return }
        let area = self.area
        let width = list.fittingWidth(maximumWidth: min(MenuMetrics.maximumWidth, area.width))
        var source = currentSourceFrame
        let menuSize = CGSize(width: width, height: list.contentHeight)
        let frame: CGRect
        if let preview {
            backdrop?.frame = bounds
            let placed = MenuPlacement(area: area, source: previewRestFrame(for: preview, source: source))
                .besideSource(menuSize: menuSize, gap: MenuMetrics.previewGap)
            preview.view.frame = placed.source
            source = placed.source
            frame = placed.menu
        } else {
            frame = MenuPlacement(area: area, source: source).frame(for: menuSize)
        }
        let growsUp = frame.minY < source.minY - 0.5
        if usesPriorityOrder, growsUp != listIsReversed {
            listIsReversed = growsUp
            rebuildList()
        }
        chrome.frame = frame
        chrome.contentSize = frame.size
    }

    /// Where a preview rests before the menu makes room: a picture over its source; a
    /// controller's view at its preferred size (or the area's width), centred on the source.
    private func previewRestFrame(for preview: Preview, source: CGRect) -> CGRect {
        guard preview.isController else { return source }
        let area = self.area
        var size = preview.view.bounds.size
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: area.width, height: area.height / 2) }
        size = CGSize(width: min(size.width, area.width), height: min(size.height, area.height * 0.6))
        return CGRect(x: area.midX - size.width / 2, y: source.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Priority order unless the source scrolls with content or the menu is a pop-up's.
    private var usesPriorityOrder: Bool {
        guard !selectsAcrossMenu, !fixedOrder else { return false }
        var view = sourceView?.superview
        while let current = view {
            if current is UIScrollView { return false }
            view = current.superview
        }
        return true
    }

    // MARK: Building the list

    private var currentMenu: UIMenu { levels[levels.count - 1] }

    private func rebuildList() {
        let sections = MenuSection.sections(of: currentMenu, showingBackRow: levels.count > 1) { [unowned self] deferred in
            elements(for: deferred)
        }
        let list = MenuListView(sections: listIsReversed ? MenuSection.reversedForPriority(sections) : sections)
        list.onChoose = { [weak self] item in self?.choose(item) }
        self.list = list
        chrome.content = list
        keyboardHighlight = nil
        setNeedsLayout()
    }

    /// What a deferred element delivered in this showing; asks its provider the first time
    /// (a provider that completes at once is shown at once, a later one rebuilds the list).
    private func elements(for deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let elements = delivered[key] { return elements }
        guard !requested.contains(key) else { return nil }
        requested.insert(key)
        var isAsking = true
        var immediate: [UIMenuElement]?
        deferred.fulfill { [weak self] elements in
            if isAsking {
                immediate = elements
            } else if let self, !self.isDismissing {
                self.delivered[key] = elements
                self.rebuildAnimated()
            }
        }
        isAsking = false
        if let immediate { delivered[key] = immediate }
        return immediate
    }

    private func rebuildAnimated() {
        rebuildList()
        UIView.animate(springDuration: Self.growDuration, bounce: 0) { self.layoutIfNeeded() }
    }

    // MARK: Choosing

    private func choose(_ item: MenuSection.Item) {
        switch item {
        case .submenu(let menu):
            levels.append(menu)
            rebuildAnimated()
        case .back:
            if levels.count > 1 { levels.removeLast() }
            rebuildAnimated()
        case .action(let action):
            perform(action)
        case .loading:
            break
        }
    }

    private func perform(_ action: UIAction) {
        if selectsAcrossMenu {
            for candidate in levels[0].actions(descendingIntoSubmenus: true) { candidate.state = candidate === action ? .on : .off }
        } else {
            currentMenu.updateSelection(choosing: action)
        }
        let staysOpen = action.attributes.contains(.keepsMenuPresented)
        if !staysOpen { dismiss() }
        action.perform(sender: sender)
        handlers.didChoose?(action)
        // A menu that stays shows what the handler changed (a toggled state, a new title).
        if staysOpen { rebuildList() }
    }

    // MARK: A finger sliding in from the source

    /// Follows a touch that began on the source and slid onto the menu: the item under it
    /// highlights.
    func trackTouch(at pointInWindow: CGPoint) {
        guard !isDismissing, let window else { return }
        if let origin = touchOrigin {
            guard hypot(pointInWindow.x - origin.x, pointInWindow.y - origin.y) > Self.touchSlop else { return }
            touchOrigin = nil
        }
        list.highlightItem(at: window.convert(pointInWindow, to: list))
    }

    /// Ends such a touch: lifting it over an item chooses the item; lifting it where it
    /// began, or off the items, leaves the menu open.
    func endTouch(at pointInWindow: CGPoint) {
        guard !isDismissing, let window else { return }
        defer { touchOrigin = nil }
        guard touchOrigin == nil else { return }
        if !list.chooseItem(at: window.convert(pointInWindow, to: list)) { list.highlightItem(at: nil) }
    }

    // MARK: Touches outside and the keyboard

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isDismissing, !isHidden else { return nil }
        return super.hitTest(point, with: event) ?? self
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let preview, let touch = touches.first, preview.view.frame.contains(touch.location(in: self)) {
            return preview.didTap()
        }
        dismiss()
    }

    /// Replaces the root menu with what `make` makes of it (a context menu's update).
    func replaceMenu(with make: (UIMenu) -> UIMenu) {
        guard !isDismissing else { return }
        levels = [make(levels[0])]
        rebuildAnimated()
    }

    override var canBecomeFirstResponder: Bool { !isDismissing }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        let views = list.itemViews
        switch key.keyCode {
        case .keyboardEscape:
            dismiss()
        case .keyboardDownArrow, .keyboardUpArrow:
            let enabled = views.indices.filter { views[$0].isEnabled }
            guard !enabled.isEmpty else { return }
            let down = key.keyCode == .keyboardDownArrow
            let position = keyboardHighlight.flatMap { enabled.firstIndex(of: $0) }
            let next = position.map { down ? min($0 + 1, enabled.count - 1) : max($0 - 1, 0) } ?? (down ? 0 : enabled.count - 1)
            keyboardHighlight = enabled[next]
            for (index, view) in views.enumerated() { view.isHighlighted = index == keyboardHighlight }
        case .keyboardReturnOrEnter, .keyboardSpacebar:
            if let index = keyboardHighlight, views.indices.contains(index) { choose(views[index].item) }
        default:
            super.pressesBegan(presses, with: event)
        }
    }
}

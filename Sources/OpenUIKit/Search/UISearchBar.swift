import Foundation

/// A search field with an optional cancel button, as a bar: put one in a table's header,
/// or let a ``UISearchController`` show it in the navigation bar.
///
/// ```swift
/// let search = UISearchBar()
/// search.placeholder = "Plants"
/// search.delegate = self     // searchBar(_:textDidChange:) as the user types
/// ```
///
/// In iOS 26's look the field is a capsule and the cancel button a glass circle with a
/// cross at the trailing end.
///
/// With `scopeButtonTitles` and `showsScopeBar`, a segmented control under the field picks
/// the scope of the search.
///
/// Differs from UIKit: `prompt`, the bookmark and results-list buttons, and the bar styles
/// and background images are not there (see `Docs/Remaining.md`).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// Told of edits and button taps.
    open weak var delegate: UISearchBarDelegate?
    /// The field the user types in.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The glass circle that ends the search.
    let cancelButton = UIButton(configuration: .glass())
    private let fieldEvents = SearchFieldEvents()

    /// The segmented control of scopes under the field.
    let scopeBar = UISegmentedControl(items: [])

    /// The bar's height: a 36-point field with room above and below, and the scope bar's
    /// row when it shows.
    static let barHeight: CGFloat = 52
    static let scopeRowHeight: CGFloat = 44
    static let fieldHeight: CGFloat = 36
    static let margin: CGFloat = 16

    /// A search bar with the placeholder "Search", no cancel button and no scopes.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        fieldEvents.bar = self
        searchTextField.delegate = fieldEvents
        searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.configuration?.image = UIImage(systemName: "xmark")
        cancelButton.accessibilityLabel = "Cancel"
        cancelButton.isHidden = true
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelTapped() }, for: .primaryActionTriggered)
        addSubview(cancelButton)
        scopeBar.isHidden = true
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        addSubview(scopeBar)
    }

    /// The titles of the scope bar's segments; `nil` for no scopes.
    open var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (index, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments > 0 ? min(max(0, selectedScopeButtonIndex), scopeBar.numberOfSegments - 1) : UISegmentedControl.noSegment
            arrangeScopeBar()
        }
    }

    /// The selected scope (0 by default).
    open var selectedScopeButtonIndex: Int {
        get { max(0, scopeBar.selectedSegmentIndex) }
        set {
            guard scopeBar.numberOfSegments > 0 else { return }
            scopeBar.selectedSegmentIndex = min(max(0, newValue), scopeBar.numberOfSegments - 1)
        }
    }

    /// Whether the scope bar shows under the field (when there are scopes).
    open var showsScopeBar: Bool {
        get { scopeBarShown }
        set { setShowsScope(newValue, animated: false) }
    }

    /// Shows or hides the scope bar; the bar grows or shrinks for it, sliding when animated.
    open func setShowsScope(_ show: Bool, animated: Bool) {
        guard show != scopeBarShown else { return }
        scopeBarShown = show
        let animates = animated && window != nil
        arrangeScopeBar(notifying: !animates)
        guard animates else { return }
        UIView.animate(springDuration: 0.35, bounce: 0) {
            self.layoutIfNeeded()
            self.heightDidChange?()
        }
    }

    private var scopeBarShown = false

    /// Told when the bar's height changed, inside the animation when it animates (a
    /// navigation bar holding it lays out again).
    var heightDidChange: (() -> Void)?

    private func arrangeScopeBar(notifying: Bool = true) {
        scopeBar.isHidden = !scopeBarShown || scopeBar.numberOfSegments == 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if notifying { heightDidChange?() }
    }

    /// The bar's height: the field's row, and the scope bar's when it shows.
    var barHeight: CGFloat { Self.barHeight + (scopeBar.isHidden ? 0 : Self.scopeRowHeight) }

    /// A search bar 320 points wide and as tall as it needs.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.barHeight))
    }

    /// The text in the field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty ("Search" by default).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// Whether the cancel button shows beside the field.
    open var showsCancelButton: Bool {
        get { !cancelButton.isHidden }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the cancel button; animated, the field makes room for it smoothly.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton == cancelButton.isHidden else { return }
        cancelButton.isHidden = !showsCancelButton
        setNeedsLayout()
        guard animated, window != nil else { return layoutIfNeeded() }
        cancelButton.alpha = showsCancelButton ? 0 : 1
        UIView.animate(springDuration: 0.35, bounce: 0) {
            self.cancelButton.alpha = 1
            self.layoutIfNeeded()
        }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: barHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: barHeight)
    }

    /// The field fills the bar between the margins, leaving the cancel circle its room at
    /// the trailing end.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let field = Self.fieldHeight
        let y = (Self.barHeight - field) / 2
        let circle = cancelButton.isHidden ? 0 : field + 8
        let width = max(0, bounds.width - 2 * Self.margin - circle)
        searchTextField.frame = CGRect(x: rtl ? Self.margin + circle : Self.margin, y: y, width: width, height: field)
        let cancelX = rtl ? Self.margin : bounds.width - Self.margin - field
        cancelButton.frame = CGRect(x: cancelX, y: y, width: field, height: field)
        scopeBar.frame = CGRect(x: Self.margin, y: Self.barHeight, width: max(0, bounds.width - 2 * Self.margin), height: 32)
    }

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: Events

    /// Hooks a search controller listens on, beside the delegate.
    var onBeginEditing: (() -> Void)?
    var onTextChange: (() -> Void)?
    var onCancel: (() -> Void)?

    private func textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        onTextChange?()
    }

    /// Hooks a search controller listens on for scope changes.
    var onScopeChange: (() -> Void)?

    private func scopeChanged() {
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        onScopeChange?()
    }

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        onCancel?()
    }

    fileprivate func fieldShouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

    fileprivate func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        onBeginEditing?()
    }

    fileprivate func fieldShouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    fileprivate func fieldDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

    fileprivate func fieldReturned() {
        delegate?.searchBarSearchButtonClicked(self)
    }
}

/// The search bar's side of its field: UIKit's search bar is its field's delegate.
@MainActor
private final class SearchFieldEvents: UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar?.fieldShouldBeginEditing() ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar?.fieldDidBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar?.fieldShouldEndEditing() ?? true }
    func textFieldDidEndEditing(_ textField: UITextField) { bar?.fieldDidEndEditing() }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar?.fieldReturned()
        return false
    }
}

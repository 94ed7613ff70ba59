import Foundation

/// A small view at the trailing edge of a list cell: a disclosure chevron, a checkmark,
/// a text label, a detail (info) button or a view of the app's own.
///
/// ```swift
/// cell.accessories = [.label(text: "12"), .disclosureIndicator()]
/// ```
///
/// Editing lists show `delete` (before the content) and `reorder` (after it) accessories.
///
/// Differs from UIKit: the `insert` and `multiselect` editing accessories, outline
/// disclosure and pop-up menus are not there yet.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    /// How much room an accessory takes.
    public enum LayoutDimension: Equatable, Sendable {
        /// The system's standard room for the accessory.
        case standard
        /// The accessory's own size.
        case actual
        /// A fixed room.
        case custom(CGFloat)
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a checkmark.
    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a detail (info) button.
    public struct DetailOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a text label.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of the editing delete button.
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// The disc's colour (red by default).
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of the editing reorder handle.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Whether a line separates the handle from the content.
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Where a custom accessory goes among the others.
    public enum Placement: Sendable {
        case leading(displayed: DisplayedState = .always)
        case trailing(displayed: DisplayedState = .always)
    }

    /// A custom accessory: the app's view.
    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool?
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    enum Kind {
        case disclosureIndicator, checkmark, detail(actionHandler: (() -> Void)?), label(String, font: UIFont?), custom(UIView, maintainsFixedSize: Bool)
        case delete(actionHandler: (() -> Void)?, background: UIColor?)
        case reorder
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let reservedLayoutWidth: LayoutDimension
    let tintColor: UIColor?
    /// Whether the accessory sits before the content (custom views placed leading).
    let isLeading: Bool

    private init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?, isLeading: Bool = false) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
        self.tintColor = tintColor
        self.isLeading = isLeading
    }

    /// A chevron saying the cell leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> Self {
        Self(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> Self {
        Self(.checkmark, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// An info button; `actionHandler` runs when it is tapped.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.detail(actionHandler: actionHandler), displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A short secondary text, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> Self {
        Self(.label(text, font: options.font), displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A red disc with a minus before the content, shown while the list edits. A tap runs
    /// `actionHandler`, or without one shows the row's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: (() -> Void)? = nil) -> Self {
        Self(.delete(actionHandler: actionHandler, background: options.backgroundColor), displayed: displayed, isHidden: options.isHidden,
             reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, isLeading: true)
    }

    /// A handle after the content, shown while the list edits: dragging it moves the row
    /// (the data source's `collectionView(_:moveItemAt:to:)` hears where).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> Self {
        Self(.reorder, displayed: displayed, isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// The app's own view.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        let (displayed, leading): (DisplayedState, Bool) = switch configuration.placement {
        case .leading(let displayed): (displayed, true)
        case .trailing(let displayed): (displayed, false)
        }
        return Self(.custom(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize ?? false), displayed: displayed,
                    isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor, isLeading: leading)
    }

    /// Whether the accessory shows, given whether the list is editing.
    func isShown(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}

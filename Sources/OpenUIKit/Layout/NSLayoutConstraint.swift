import Foundation

/// A linear relation between two layout attributes:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// ```swift
/// label.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///     label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///     label.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
/// ])
/// ```
///
/// Differences from UIKit: where UIKit raises an exception (no common ancestor, a priority
/// changed between required and optional on an installed constraint, an invalid attribute
/// pair), OpenUIKit logs a clear message and leaves the constraint as it was.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item, a view or a layout guide.
    public var firstItem: AnyObject? { firstItemStorage }
    /// The second item, if any.
    public var secondItem: AnyObject? { secondItemStorage }
    // Readable from `description` on any thread (a snapshot, as UIKit's is).
    nonisolated(unsafe) private weak var firstItemStorage: AnyObject?
    nonisolated(unsafe) private weak var secondItemStorage: AnyObject?
    nonisolated(unsafe) private var describedConstant: CGFloat = 0
    nonisolated(unsafe) private var describedPriority = UILayoutPriority.required
    nonisolated(unsafe) private var describedIdentifier: String?
    nonisolated(unsafe) private var describedActive = false
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The factor on the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the second attribute. Changing it on an active constraint is
    /// cheap: the engine re-solves in place.
    open var constant: CGFloat {
        didSet {
            describedConstant = constant
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                ConsoleLog.report("constant \(constant) is not finite; keeping \(oldValue) for \(self)")
                constant = oldValue
                describedConstant = oldValue
                return
            }
            // Assigning inside the observer does not call it again: the engine hears of
            // the clamped value below.
            constant = Self.withinLimits(constant)
            describedConstant = constant
            guard constant != oldValue else { return }
            if let engine = engineConstraint?.engine {
                engine.constantDidChange(of: self, by: constant - oldValue)
                engine.root.setNeedsLayout()
            }
        }
    }

    /// The constraint's priority. Changing an active constraint between required and
    /// optional is refused, as in UIKit (which raises).
    open var priority: UILayoutPriority {
        didSet {
            describedPriority = priority
            guard priority != oldValue else { return }
            if isActive && (priority == .required) != (oldValue == .required) {
                ConsoleLog.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority was \(oldValue.rawValue). \(self)")
                priority = oldValue
                return
            }
            if let engine = engineConstraint?.engine {
                engine.setNeedsRebuild()
                engine.root.setNeedsLayout()
            }
        }
    }

    /// A name that appears in the constraint's description and in the layout log.
    open var identifier: String? {
        didSet { describedIdentifier = identifier }
    }

    /// Whether the constraint is archived with its view (kept for API compatibility).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it installs the constraint on
    /// the items' nearest common ancestor, or removes it.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// The view the constraint is installed on (the items' nearest common ancestor).
    weak var container: UIView? {
        didSet { describedActive = container != nil }
    }
    /// The constraint's place in a window's engine, while it has one.
    var engineConstraint: EngineConstraint?

    /// A constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`.
    ///
    /// - Parameters:
    ///   - view1: the first item, a view or a layout guide.
    ///   - attr1: its attribute.
    ///   - relation: `.equal`, `.lessThanOrEqual` or `.greaterThanOrEqual`.
    ///   - view2: the second item, or `nil` for a constant (then `attr2` is `.notAnAttribute`).
    ///   - attr2: its attribute.
    ///   - multiplier: the factor on the second attribute.
    ///   - c: the constant.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(first: view1 as AnyObject, firstAttribute: attr1, relation: relation,
                  second: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    init(first: AnyObject, firstAttribute: Attribute, relation: Relation, second: AnyObject?, secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat, priority: UILayoutPriority = .required) {
        firstItemStorage = first
        secondItemStorage = second
        describedConstant = Self.withinLimits(constant)
        describedPriority = priority
        self.firstAttribute = firstAttribute
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = Self.withinLimits(multiplier)
        self.constant = Self.withinLimits(constant)
        self.priority = priority
        super.init()
    }

    /// The first item's anchor.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem as? LayoutItem, attribute: firstAttribute)
    }

    /// The second item's anchor, if any.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0 as? LayoutItem, attribute: secondAttribute) }
    }

    /// Activates every constraint: faster than setting `isActive` one by one only in that
    /// the engine takes them in one batch at the next layout.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Installing

    private func install() {
        guard container == nil else { return }
        if let problem = validationProblem {
            ConsoleLog.report("\(problem); the constraint is not installed: \(self)")
            return
        }
        guard let first = firstItem as? LayoutItem else { return }
        let second = secondItem as? LayoutItem
        guard let ancestor = LayoutItems.nearestCommonAncestor(first, second) else {
            ConsoleLog.report("Unable to activate constraint with anchors \(firstAnchorName) and \(secondAnchorName) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. \(self)")
            return
        }
        ancestor.layoutState.constraints.append(self)
        container = ancestor
        ancestor.constraintDidInstall(self)
    }

    private func uninstall() {
        guard let view = container else { return }
        view.layoutState.constraints.removeAll { $0 === self }
        container = nil
        view.constraintDidUninstall(self)
    }

    /// Why the constraint cannot be installed, if it cannot.
    private var validationProblem: String? {
        guard multiplier.isFinite else { return "the multiplier \(multiplier) is not finite" }
        guard constant.isFinite else { return "the constant \(constant) is not finite" }
        guard firstAttribute != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
        guard firstItem is LayoutItem else { return "the first item is not a view or a layout guide" }
        if secondItem == nil {
            guard firstAttribute.isDimension else {
                return "a constraint cannot make a location (\(firstAttribute.name)) equal to a constant; locations need a second item"
            }
            return nil
        }
        guard secondItem is LayoutItem else { return "the second item is not a view or a layout guide" }
        guard secondAttribute != .notAnAttribute else { return "the second attribute cannot be notAnAttribute with a second item" }
        guard firstAttribute.isDimension || firstAttribute.axis == secondAttribute.axis else {
            return "a constraint cannot relate \(firstAttribute.name) and \(secondAttribute.name): they are on different axes"
        }
        guard !(firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal || firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional) else {
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute; use leading/trailing for both"
        }
        guard firstAttribute.isDimension == secondAttribute.isDimension else {
            return "invalid pairing of layout attributes: \(firstAttribute.name) is a \(firstAttribute.isDimension ? "dimension" : "location") and \(secondAttribute.name) is not"
        }
        guard multiplier != 0 else {
            return "a multiplier of 0 with a second item makes \(firstAttribute.name) equal to a constant; use a constant constraint instead"
        }
        return nil
    }

    // MARK: Description

    nonisolated private var firstAnchorName: String { "\(LayoutItems.name(of: firstItemStorage)).\(firstAttribute.name)" }
    nonisolated private var secondAnchorName: String {
        secondItemStorage == nil ? "(none)" : "\(LayoutItems.name(of: secondItemStorage)).\(secondAttribute.name)"
    }

    /// Apple's readable form, for example
    /// `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
    nonisolated open override var description: String {
        var text = "<\(String(describing: type(of: self))):\(LayoutItems.address(of: self))"
        if let identifier = describedIdentifier { text += " '\(identifier)'" }
        text += " \(firstAnchorName) \(relation.symbol) "
        if secondItemStorage != nil {
            if multiplier != 1 { text += "\(LayoutItems.format(multiplier))*" }
            text += secondAnchorName
            if describedConstant != 0 { text += " \(describedConstant < 0 ? "-" : "+") \(LayoutItems.format(abs(describedConstant)))" }
        } else {
            text += LayoutItems.format(describedConstant)
        }
        if describedPriority != .required { text += " @\(LayoutItems.format(CGFloat(describedPriority.rawValue)))" }
        text += describedActive ? "   (active)>" : "   (inactive)>"
        return text
    }
}

import Foundation

/// One option of a picker: its value and what it shows.
struct PickerOption<Value: Hashable> {
    let value: Value
    let title: String?
    let image: UIImage?
}

/// Lays a picker's options out unseen, reads their values, texts and images, and shows
/// them in the UIKit control of the style.
struct PickerHost<SelectionValue: Hashable, Label: View, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let kind: PickerKind
    let spokenLabel: String?
    let label: Label
    let content: Content

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let row = node.platformView(ofType: PickerRowView.self, hostsChildren: true) { PickerRowView() }
        node.showOnly(content, context: context)
        let options = node.childItems.compactMap { Self.option(of: $0, in: node) }
        let current = node.tracked { selection.wrappedValue }
        let selected = options.firstIndex { $0.value == current }
        if selected == nil, !options.isEmpty, row.warnedSelection != AnyHashable(selection.wrappedValue) {
            row.warnedSelection = AnyHashable(selection.wrappedValue)
            RuntimeWarning.pickerSelectionMatchesNoTag(selection.wrappedValue)
        }
        let binding = selection
        let choose: @MainActor (Int) -> Void = { index in
            guard options.indices.contains(index), binding.wrappedValue != options[index].value else { return }
            binding.wrappedValue = options[index].value
        }
        let tint = context.environment.tint?.resolvedColor(in: context.environment)
        row.show(kind: kind, titles: options.map { ($0.title, $0.image) }, selected: selected, tint: tint, choose: choose)
        row.control?.accessibilityLabel = spokenLabel
        if let control = row.control as? UIControl, control.isEnabled != context.environment.isEnabled {
            control.isEnabled = context.environment.isEnabled
        }
        node.setLayout(PickerLayout(row: row))
    }

    /// The option an item stands for: its tag, or the id of the `ForEach` element it is,
    /// when either is of the selection's type.
    private static func option(of item: ViewNode, in picker: ViewNode) -> PickerOption<SelectionValue>? {
        var value = item.tagValue?.base as? SelectionValue
        var current: ViewNode? = item
        while value == nil, let node = current, node !== picker {
            value = node.identity?.base as? SelectionValue
            current = node.parent
        }
        guard let value else { return nil }
        let views = item.descendantPlatformViews
        let title = views.lazy.compactMap { ($0 as? TextView)?.attributedText?.string }.first
        let image = views.lazy.compactMap { ($0 as? ImageLeafView)?.image }.first
        return PickerOption(value: value, title: title, image: image)
    }
}

extension ViewNode {
    /// The drawing views of this node and its descendants, depth first.
    var descendantPlatformViews: [UIView] {
        var views: [UIView] = []
        func visit(_ node: ViewNode) {
            if let view = node.platformView { views.append(view) }
            node.children.forEach(visit)
        }
        visit(self)
        return views
    }
}

/// Holds the picker's UIKit control; the options' own views are never shown.
final class PickerRowView: ContainerView, DetachedChildViewsHost, UIPickerViewDataSource, UIPickerViewDelegate {
    private(set) var control: UIView?
    private var kind: PickerKind?
    private var titles: [(String?, UIImage?)] = []
    private var choose: @MainActor (Int) -> Void = { _ in }
    /// The last selection warned about, so a warning is given once.
    var warnedSelection: AnyHashable?

    func setDetachedChildViews(_ items: [(node: ViewNode, views: [UIView])], origin: CGPoint) -> [UIView] {
        control.map { [$0] } ?? []
    }

    func show(kind: PickerKind, titles: [(String?, UIImage?)], selected: Int?, tint: UIColor?, choose: @escaping @MainActor (Int) -> Void) {
        self.choose = choose
        let titlesChanged = !zip(self.titles, titles).allSatisfy { $0.0 == $1.0 && $0.1 === $1.1 } || self.titles.count != titles.count
        self.titles = titles
        if self.kind != kind {
            self.kind = kind
            control = makeControl(kind)
        }
        switch control {
        case let segments as UISegmentedControl:
            if titlesChanged {
                segments.removeAllSegments()
                for (index, title) in titles.enumerated() {
                    if let text = title.0 { segments.insertSegment(withTitle: text, at: index, animated: false) }
                    else { segments.insertSegment(with: title.1, at: index, animated: false) }
                }
            }
            let index = selected ?? UISegmentedControl.noSegment
            if segments.selectedSegmentIndex != index { segments.selectedSegmentIndex = index }
        case let wheel as UIPickerView:
            if titlesChanged { wheel.reloadAllComponents() }
            if let selected, wheel.selectedRow(inComponent: 0) != selected { wheel.selectRow(selected, inComponent: 0, animated: false) }
        case let button as UIButton:
            button.menu = UIMenu(children: titles.enumerated().map { index, title in
                UIAction(title: title.0 ?? "", image: title.1, state: index == selected ? .on : .off) { [weak self] _ in self?.choose(index) }
            })
            button.tintColor = tint
        case let stack as InlinePickerView:
            stack.show(titles: titles.map { $0.0 ?? "" }, selected: selected, tint: tint) { [weak self] in self?.choose($0) }
        default:
            break
        }
    }

    private func makeControl(_ kind: PickerKind) -> UIView {
        switch kind {
        case .segmented:
            let segments = UISegmentedControl(items: nil)
            segments.addAction(UIAction { [weak self, unowned segments] _ in self?.choose(segments.selectedSegmentIndex) }, for: .valueChanged)
            return segments
        case .wheel:
            let wheel = UIPickerView()
            wheel.dataSource = self
            wheel.delegate = self
            return wheel
        case .inline:
            return InlinePickerView()
        case .menu:
            let button = UIButton(configuration: .plain())
            button.changesSelectionAsPrimaryAction = true
            return button
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        titles.indices.contains(row) ? titles[row].0 : nil
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { choose(row) }
}

/// A picker's options as rows, the chosen one checked: the inline style.
final class InlinePickerView: UIView {
    private var rows: [UIButton] = []
    private var checks: [UIImageView] = []
    private var choose: (Int) -> Void = { _ in }
    static let rowHeight: CGFloat = 44

    func show(titles: [String], selected: Int?, tint: UIColor?, choose: @escaping (Int) -> Void) {
        self.choose = choose
        if rows.count != titles.count {
            (rows as [UIView] + checks as [UIView]).forEach { $0.removeFromSuperview() }
            rows = titles.indices.map { index in
                var configuration = UIButton.Configuration.plain()
                configuration.baseForegroundColor = .label
                let button = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.choose(index) })
                button.contentHorizontalAlignment = .leading
                addSubview(button)
                return button
            }
            checks = titles.indices.map { _ in
                let check = UIImageView(image: UIImage(systemName: "checkmark"))
                addSubview(check)
                return check
            }
        }
        for (index, title) in titles.enumerated() {
            rows[index].configuration?.title = title
            rows[index].accessibilityTraits = index == selected ? [.button, .selected] : .button
            checks[index].isHidden = index != selected
            checks[index].tintColor = tint
        }
        setNeedsLayout()
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(rows.count) * Self.rowHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
            let size = checks[index].intrinsicContentSize
            checks[index].frame = CGRect(x: bounds.width - size.width - 8, y: row.frame.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
}

/// The control's size: segments and inline rows take the width offered, a wheel too (with
/// its height), a pop-up button its own size.
struct PickerLayout: NodeLayout {
    let row: PickerRowView

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard let control = row.control else { return .zero }
        let intrinsic = control.intrinsicContentSize
        let fitted = control.sizeThatFits(CGSize(width: proposal.width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        let height = intrinsic.height > 0 && intrinsic.height.isFinite ? intrinsic.height : fitted.height
        switch control {
        case is UIButton:
            let width = intrinsic.width > 0 && intrinsic.width.isFinite ? intrinsic.width : fitted.width
            return CGSize(width: width, height: height)
        default:
            let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? max(fitted.width, 200)
            return CGSize(width: width, height: max(height, control is UIPickerView ? 216 : 0))
        }
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        row.control?.frame = CGRect(origin: .zero, size: bounds.size)
        for item in node.childItems { item.place(in: CGRect(origin: bounds.origin, size: .zero)) }
    }
}

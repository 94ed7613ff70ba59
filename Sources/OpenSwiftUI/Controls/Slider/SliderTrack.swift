import Foundation

/// A `UISlider` between a slider's end labels (when it has them), taking the width offered.
struct SliderTrack<EndLabels: View>: View, PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let spokenLabel: String?
    let onEditingChanged: (Bool) -> Void
    let endLabels: EndLabels

    init(value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?, spokenLabel: String?,
         onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder endLabels: () -> EndLabels) {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.spokenLabel = spokenLabel
        self.onEditingChanged = onEditingChanged
        self.endLabels = endLabels()
    }

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let environment = context.environment
        let row = node.platformView(ofType: SliderRowView.self, hostsChildren: true) { SliderRowView() }
        let slider = row.slider
        slider.configure(bounds: bounds, step: step, binding: value, shown: node.tracked { value.wrappedValue }, onEditingChanged: onEditingChanged)
        if slider.isEnabled != environment.isEnabled { slider.isEnabled = environment.isEnabled }
        let tint = environment.tint?.resolvedColor(in: environment)
        if slider.minimumTrackTintColor != tint { slider.minimumTrackTintColor = tint }
        slider.accessibilityLabel = spokenLabel
        node.setLayout(SliderRowLayout(slider: slider))
        node.showOnly(endLabels, context: context)
    }
}

/// A slider's row: its end labels' views and the track between them.
final class SliderRowView: ContainerView, DetachedChildViewsHost {
    let slider = SliderControl()

    func setDetachedChildViews(_ items: [(node: ViewNode, views: [UIView])], origin: CGPoint) -> [UIView] {
        items.flatMap(\.views) + [slider]
    }
}

/// The minimum label leading, the maximum label trailing, the track between, all centred
/// vertically; the row takes the width offered (the track's minimum where none is).
struct SliderRowLayout: NodeLayout {
    let slider: UIView
    let spacing: CGFloat = 8
    /// The track's width where no width is offered.
    let idealTrackWidth: CGFloat = 160

    private var trackHeight: CGFloat {
        let height = slider.intrinsicContentSize.height
        return height.isFinite && height > 0 ? height : 34
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let labels = node.childItems.prefix(2).map { $0.sizeThatFits(.unspecified) }
        let labelsWidth = labels.map(\.width).reduce(0, +) + CGFloat(labels.count) * spacing
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? (labelsWidth + idealTrackWidth)
        return CGSize(width: max(0, width), height: max(trackHeight, labels.map(\.height).max() ?? 0))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let items = node.childItems
        var leading = bounds.minX, trailing = bounds.maxX
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        if items.count >= 2 {
            let minimum = items[0].sizeThatFits(.unspecified), maximum = items[1].sizeThatFits(.unspecified)
            let (first, last) = rightToLeft ? (maximum, minimum) : (minimum, maximum)
            items[rightToLeft ? 1 : 0].place(in: CGRect(x: leading, y: bounds.midY - first.height / 2, width: first.width, height: first.height))
            items[rightToLeft ? 0 : 1].place(in: CGRect(x: trailing - last.width, y: bounds.midY - last.height / 2, width: last.width, height: last.height))
            leading += first.width + spacing
            trailing -= last.width + spacing
        }
        for item in items.dropFirst(2) { item.place(in: CGRect(origin: bounds.origin, size: .zero)) }
        slider.frame = CGRect(x: leading - bounds.minX, y: (bounds.height - trackHeight) / 2, width: max(0, trailing - leading), height: trackHeight)
    }
}

/// The `UISlider` of a SwiftUI slider: it writes the binding (snapped to steps) as it moves
/// and tells the slider when editing starts and ends.
final class SliderControl: UISlider {
    private var binding: Binding<Double>?
    private var step: Double?
    private var onEditingChanged: (Bool) -> Void = { _ in }
    private var isEditing = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in self?.valueDidChange() }, for: .valueChanged)
        addAction(UIAction { [weak self] _ in self?.setEditing(true) }, for: .touchDown)
        for event: UIControl.Event in [.touchUpInside, .touchUpOutside, .touchCancel] {
            addAction(UIAction { [weak self] _ in self?.setEditing(false) }, for: event)
        }
    }

    func configure(bounds: ClosedRange<Double>, step: Double?, binding: Binding<Double>, shown: Double, onEditingChanged: @escaping (Bool) -> Void) {
        self.binding = binding
        self.step = step
        self.onEditingChanged = onEditingChanged
        let lower = Float(bounds.lowerBound), upper = Float(bounds.upperBound)
        if minimumValue != lower || maximumValue != upper {
            minimumValue = lower
            maximumValue = upper
        }
        let shown = Float(shown)
        if shown.isFinite, value != min(max(shown, lower), upper) { value = shown }
    }

    private func valueDidChange() {
        guard let binding else { return }
        var newValue = Double(value)
        if let step {
            let lower = Double(minimumValue)
            newValue = min(Double(maximumValue), lower + ((newValue - lower) / step).rounded() * step)
            if Float(newValue) != value { value = Float(newValue) }
        }
        if binding.wrappedValue != newValue { binding.wrappedValue = newValue }
    }

    private func setEditing(_ editing: Bool) {
        guard editing != isEditing else { return }
        isEditing = editing
        onEditingChanged(editing)
    }

    override func accessibilityIncrement() {
        super.accessibilityIncrement()
        valueDidChange()
    }

    override func accessibilityDecrement() {
        super.accessibilityDecrement()
        valueDidChange()
    }
}

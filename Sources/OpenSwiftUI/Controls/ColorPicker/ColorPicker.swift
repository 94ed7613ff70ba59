import Foundation

/// A control for choosing a colour: its label, and a colour well that opens the system
/// colour picker (a grid, a spectrum and sliders, with opacity).
///
/// ```swift
/// @State private var tint = Color.orange
///
/// Form {
///     ColorPicker("Accent", selection: $tint, supportsOpacity: false)
/// }
/// ```
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<UIColor>
    let supportsOpacity: Bool

    /// A colour picker choosing a `Color`, labelled by `label`.
    ///
    /// - Parameters:
    ///   - selection: The colour shown and chosen.
    ///   - supportsOpacity: Whether the picker offers opacity.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = Binding(get: { selection.wrappedValue.uiColor }, set: { selection.wrappedValue = Color(uiColor: $0) })
        self.supportsOpacity = supportsOpacity
    }

    /// A colour picker choosing a `CGColor`, labelled by `label`.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = Binding(get: { UIColor(cgColor: selection.wrappedValue) }, set: { selection.wrappedValue = $0.cgColor })
        self.supportsOpacity = supportsOpacity
    }

    public var body: some View {
        ColorPickerRow(label: label, selection: selection, supportsOpacity: supportsOpacity)
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker choosing a `Color`, labelled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker choosing a `Color`, labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A colour picker choosing a `CGColor`, labelled by a localized string key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker choosing a `CGColor`, labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A colour picker's row: the label leading, a colour well trailing.
struct ColorPickerRow<Label: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<UIColor>
    let supportsOpacity: Bool

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let well = node.labeledControl(context: context) { ColorWellControl() }
        well.selection = selection
        well.supportsAlpha = supportsOpacity
        let shown = node.tracked { selection.wrappedValue }
        if well.selectedColor != shown { well.selectedColor = shown }
        node.showLabeled(well, label: label, context: context)
    }
}

/// The colour well of a `ColorPicker`: the colour chosen goes to the binding.
final class ColorWellControl: UIColorWell {
    var selection: Binding<UIColor>?
    /// The label's text, which the row gives the well for screen readers.
    private var rowLabel: String?

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel }
        set {
            rowLabel = newValue
            super.accessibilityLabel = newValue
        }
    }

    /// The picker the well opens is titled by the label.
    override var title: String? {
        get { super.title ?? rowLabel }
        set { super.title = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(UIAction { [weak self] _ in
            guard let self, let color = self.selectedColor else { return }
            self.selection?.wrappedValue = color
        }, for: .valueChanged)
    }

    required init?(coder: NSCoder) { nil }
}

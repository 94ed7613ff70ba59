import Foundation

/// A label leading and a UIKit control trailing, as SwiftUI lays out toggles and steppers:
/// the row takes the width it is offered (its ideal width where none is), the label the
/// rest beside the control, both centred vertically. Hidden labels leave the control alone.
struct LabeledControlLayout: NodeLayout {
    let control: UIView
    let labelsHidden: Bool
    /// Space between the label and the control.
    var spacing: CGFloat = 8

    private var controlSize: CGSize {
        let size = control.intrinsicContentSize
        return CGSize(width: max(0, size.width.isFinite ? size.width : 0), height: max(0, size.height.isFinite ? size.height : 0))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let controlSize = controlSize
        guard !labelsHidden, let label = node.childItems.first else { return controlSize }
        let labelWidth = proposal.width.map { max(0, $0 - controlSize.width - spacing) }
        let labelSize = label.sizeThatFits(ProposedViewSize(width: labelWidth, height: proposal.height))
        let idealWidth = labelSize.width + spacing + controlSize.width
        let width = proposal.width.flatMap { $0.isFinite ? max($0, controlSize.width) : nil } ?? idealWidth
        return CGSize(width: width, height: max(labelSize.height, controlSize.height))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect) {
        let controlSize = controlSize
        let rightToLeft = node.environment.layoutDirection == .rightToLeft
        let controlX = rightToLeft ? bounds.minX : bounds.maxX - controlSize.width
        // The control's frame is in the row's own coordinates.
        control.frame = CGRect(
            x: controlX - bounds.minX, y: (bounds.height - controlSize.height) / 2, width: controlSize.width, height: controlSize.height)
        for (index, item) in node.childItems.enumerated() {
            guard index == 0, !labelsHidden else {
                item.place(in: CGRect(origin: bounds.origin, size: .zero))
                continue
            }
            let available = max(0, bounds.width - controlSize.width - spacing)
            let size = item.sizeThatFits(ProposedViewSize(width: available, height: bounds.height))
            let x = rightToLeft ? bounds.maxX - size.width : bounds.minX
            item.place(in: CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height))
        }
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether controls inside hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside (toggles, pickers, steppers, sliders): they
    /// still name the controls for screen readers.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

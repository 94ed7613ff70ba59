import Foundation

/// The row a labelled UIKit control sits in: its label's drawn views leading, the control
/// trailing (a toggle's switch, a stepper's buttons). Screen readers meet the control
/// alone, named by the label's text, as SwiftUI's controls read.
final class LabeledControlView<Control: UIView>: ContainerView, DetachedChildViewsHost {
    let control: Control
    private var labelViews: [UIView] = []

    init(control: Control) {
        self.control = control
        super.init(frame: .zero)
        accessibilityElements = [control]
    }

    required init?(coder: NSCoder) { nil }

    func setDetachedChildViews(_ items: [(node: ViewNode, views: [UIView])], origin: CGPoint) -> [UIView] {
        labelViews = items.flatMap(\.views)
        return labelViews + [control]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        control.accessibilityLabel = labelViews.spokenText
    }
}

extension [UIView] {
    /// What the views say, in order: their texts and named images, joined by commas;
    /// `nil` when they say nothing.
    @MainActor var spokenText: String? {
        var parts: [String] = []
        func visit(_ view: UIView) {
            if view is TextView || view is ImageLeafView, let label = view.accessibilityLabel, !label.isEmpty {
                parts.append(label)
                return
            }
            view.subviews.forEach(visit)
        }
        forEach(visit)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

import Foundation

extension ViewNode {
    /// The UIKit control of a labelled control's row (a toggle's switch, a stepper's
    /// buttons), made with `make` on the first update, enabled as the environment says.
    func labeledControl<Control: UIControl>(context: ResolutionContext, make: () -> Control) -> Control {
        let row = platformView(ofType: LabeledControlView<Control>.self, hostsChildren: true) { LabeledControlView(control: make()) }
        let control = row.control
        if control.isEnabled != context.environment.isEnabled { control.isEnabled = context.environment.isEnabled }
        return control
    }

    /// Shows `label` leading and `control` trailing (the label hidden by `labelsHidden`).
    func showLabeled(_ control: UIView, label: some View, context: ResolutionContext) {
        setLayout(LabeledControlLayout(control: control, labelsHidden: context.environment.labelsHidden))
        showOnly(label, context: context)
    }
}

@testable import OpenUIKit

/// A view that reports its display scale whenever its traits change.
final class DisplayScaleObserver: UIView {
    let changed: (UITraitCollection) -> Void

    init(_ changed: @escaping (UITraitCollection) -> Void) {
        self.changed = changed
        super.init(frame: .zero)
        registerForTraitChanges([UITraitDisplayScale.self]) { (view: DisplayScaleObserver, _: UITraitCollection) in
            view.changed(view.traitCollection)
        }
    }

    required init?(coder: NSCoder) { nil }
}

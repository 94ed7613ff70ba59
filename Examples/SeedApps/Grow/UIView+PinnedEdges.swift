import OpenUIKit

extension UIView {
    /// Adds `subview` pinned to all four edges with Auto Layout, as Grow's screens lay out
    /// their scrolling content under the bars.
    func addSubviewPinnedToEdges(_ subview: UIView) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

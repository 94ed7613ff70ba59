import Foundation

extension UIScrollView {
    /// The content area for Auto Layout: its origin is the content's, and the size the
    /// constraints give it becomes `contentSize`.
    ///
    /// ```swift
    /// NSLayoutConstraint.activate([
    ///     stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
    ///     stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
    ///     stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
    ///     stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
    ///     stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    /// ])
    /// ```
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        // Pinned at the content's origin; its size is the content's, nothing when unconstrained.
        let width = guide.widthAnchor.constraint(equalToConstant: 0), height = guide.heightAnchor.constraint(equalToConstant: 0)
        width.priority = .fittingSizeLevel
        height.priority = .fittingSizeLevel
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
            guide.widthAnchor.constraint(greaterThanOrEqualToConstant: 0), guide.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            width, height,
        ])
        contentGuide = guide
        return guide
    }

    /// The scroll view's own frame for Auto Layout: match content's width or height to it.
    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: leadingAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
            guide.widthAnchor.constraint(equalTo: widthAnchor), guide.heightAnchor.constraint(equalTo: heightAnchor),
        ])
        frameGuide = guide
        return guide
    }
}

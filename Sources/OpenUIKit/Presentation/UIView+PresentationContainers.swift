import Foundation

extension UIView {
    /// Keeps context presentations (`.currentContext`, `.overCurrentContext`) shown in this
    /// view above the bars its controller brings to the front.
    func bringPresentationsToFront() {
        for container in subviews where container is PresentationContainerView { bringSubviewToFront(container) }
    }
}

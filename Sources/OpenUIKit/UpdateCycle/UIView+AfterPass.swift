import Foundation

extension UIView {
    /// Runs `work` once the running update pass has ended (at once when none runs), for
    /// work a pass finds to do that may open animation blocks or change state: SwiftUI's
    /// `onAppear` and `onChange` actions.
    package static func performAfterUpdatePass(_ work: @escaping () -> Void) {
        UpdatePass.performAfterPass(work)
    }
}

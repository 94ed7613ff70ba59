import Foundation
import OpenUIKit

/// How a preview is sized.
public enum PreviewLayout: Sendable {
    /// The view fills the preview device's screen.
    case device
    /// The view at its ideal size.
    case sizeThatFits
    /// The view in a container of a fixed size.
    case fixed(width: CGFloat, height: CGFloat)

    /// The `#Preview` trait for this layout.
    var trait: PreviewTrait<Preview.ViewTraits> {
        switch self {
        case .device: .defaultLayout
        case .sizeThatFits: .sizeThatFitsLayout
        case .fixed(let width, let height): .fixedLayout(width: width, height: height)
        }
    }
}

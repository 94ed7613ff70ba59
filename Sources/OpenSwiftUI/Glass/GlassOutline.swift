import Foundation
import OpenUIKit

/// How a SwiftUI shape becomes the outline of glass or of a material: built-in shapes as
/// corner configurations or ellipses (exact at every size, and cheap to render), anything else as its
/// path for the current bounds.
enum GlassOutline {
    case corners(UICornerConfiguration)
    case ellipse
    case path(any Shape)

    init(_ shape: any Shape) {
        switch shape {
        case is Capsule:
            self = .corners(.capsule())
        case is Rectangle:
            self = .corners(.fixed(0))
        case let rounded as RoundedRectangle:
            self = .corners(.fixed(Self.radius(rounded.cornerSize)))
        case is Ellipse:
            self = .ellipse
        case let concentric as ConcentricRectangle:
            self = .corners(concentric.cornerConfiguration())
        case let border as ButtonBorderShape:
            self = border.glassOutline
        case let any as AnyShape:
            self = GlassOutline(any.base)
        default:
            self = .path(shape)
        }
    }

    /// The outline as UIKit corners, for views whose corners others are concentric to: an
    /// ellipse as a capsule, a path as its view's square bounds.
    var containerCorners: UICornerConfiguration {
        switch self {
        case .corners(let configuration): configuration
        case .ellipse: .capsule()
        case .path: .fixed(0)
        }
    }

    /// A rounded rectangle's radius as glass draws it: the smaller of its two corner sizes.
    static func radius(_ size: CGSize) -> CGFloat {
        let radius = min(size.width, size.height)
        return radius.isFinite ? max(0, radius) : 0
    }

    /// Gives `view`'s glass this outline for its current bounds. A path is traced again only
    /// when the shape or the size differs from `traced` (what it was last traced from).
    @MainActor
    func apply(to view: UIView, attachment: GlassAttachment, traced: inout OutlineTrace?) {
        switch self {
        case .corners(let configuration):
            traced = nil
            if view.cornerConfiguration != configuration { view.cornerConfiguration = configuration }
            if case .cornerConfiguration = attachment.shape {} else { attachment.shape = .cornerConfiguration }
        case .ellipse:
            traced = nil
            if case .ellipse = attachment.shape {} else { attachment.shape = .ellipse }
        case .path(let shape):
            let trace = OutlineTrace(shape: String(reflecting: shape), size: view.bounds.size)
            guard trace != traced else { return }
            traced = trace
            attachment.shape = .path(shape.path(in: view.bounds).cgPath)
        }
    }
}

/// What a traced outline was made from: the shape's description and the size it filled.
struct OutlineTrace: Equatable {
    let shape: String
    let size: CGSize
}

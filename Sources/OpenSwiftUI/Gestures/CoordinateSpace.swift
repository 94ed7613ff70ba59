import Foundation

/// Where a gesture's locations are measured from.
///
/// A ``GeometryProxy`` measures a named space from the view `coordinateSpace(name:)` named.
/// How it differs from SwiftUI: a gesture's named space measures from the window, as
/// ``global`` does.
public enum CoordinateSpace: Hashable {
    /// The window.
    case global
    /// The view the gesture is attached to.
    case local
    /// A space an ancestor named.
    case named(AnyHashable)

    var isLocal: Bool { self == .local }
}

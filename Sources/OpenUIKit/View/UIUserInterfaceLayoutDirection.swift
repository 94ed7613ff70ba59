import Foundation

/// The direction a user interface is laid out in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

import Foundation

/// How an element made with `accessibilityElement(children:)` treats the elements inside.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// One element; what is inside is not read (give it a label).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// A group: the elements inside are read one by one, together.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element reading the labels and values inside, joined, with their traits.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

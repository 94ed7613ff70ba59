import Foundation

/// Core Foundation's array, as Core Graphics functions take it (`colors as CFArray`).
///
/// Differs from Core Foundation: it is Foundation's `NSArray`, which Swift arrays bridge to
/// with `as`, the same spelling as toll-free bridging on Apple's systems.
public typealias CFArray = NSArray

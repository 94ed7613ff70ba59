import Foundation

/// Carries a value into a `@Sendable` closure when the value's own type decides whether it
/// may be used there: an item provider's writer or reader class, which Apple's item
/// providers also call from other threads.
struct ThreadCrossing<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

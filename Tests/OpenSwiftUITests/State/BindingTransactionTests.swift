import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct BindingTransactionTests {
    @Test func anAnimatedBindingSetsItsValueInsideTheAnimation() {
        var value = 0
        var animationSeen: Animation?
        let base = Binding<Int>(get: { value }, set: { value = $0; animationSeen = TransactionScope.current.animation })
        base.animation(.linear(duration: 0.3)).wrappedValue = 4
        #expect(value == 4)
        #expect(animationSeen == .linear(duration: 0.3))
        var transaction = Transaction()
        transaction.disablesAnimations = true
        var disabled = false
        let plain = Binding<Int>(get: { value }, set: { value = $0; disabled = TransactionScope.current.disablesAnimations })
        plain.transaction(transaction).wrappedValue = 5
        #expect(value == 5 && disabled)
        #expect(base.animation().wrappedValue == 5)
    }
}

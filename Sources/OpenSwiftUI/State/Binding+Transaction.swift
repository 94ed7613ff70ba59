import Foundation

extension Binding {
    /// A binding whose changes animate: setting it runs in `withAnimation(animation)`.
    ///
    /// ```swift
    /// Toggle("Details", isOn: $showsDetails.animation(.snappy))
    /// ```
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// A binding whose changes run in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let base = self
        return Binding(
            get: { base.wrappedValue },
            set: { newValue in
                // Bindings are set by views, on the main thread: the change and the
                // transaction never leave it.
                nonisolated(unsafe) let change = { base.wrappedValue = newValue }
                nonisolated(unsafe) let transaction = transaction
                MainActor.assumeIsolated {
                    withTransaction(transaction) { change() }
                }
            })
    }
}

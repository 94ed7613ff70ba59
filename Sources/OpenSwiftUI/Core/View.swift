import Foundation

/// A piece of user interface, described as a value: its `body` is made of other views.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///
///     var body: some View {
///         HStack {
///             Text("Taps: \(count)")
///             Button("Tap") { count += 1 }
///         }
///         .padding()
///     }
/// }
/// ```
///
/// Views are cheap values made again each time a body runs; what lasts between updates
/// (state, the views on screen) belongs to the view graph that OpenSwiftUI keeps for each
/// hosting view. Primitive views (``Text``, ``HStack``, ``Color``…) have a body of type
/// `Never`, as in SwiftUI.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

import Foundation

/// The content of a window group whose windows present values: the group's view, given a
/// binding to the window's value.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    public var body: some View { content($value) }
}

import Foundation

extension Path: Shape {
    /// A path is a shape that draws itself where it is, whatever the frame.
    public func path(in rect: CGRect) -> Path { self }
}

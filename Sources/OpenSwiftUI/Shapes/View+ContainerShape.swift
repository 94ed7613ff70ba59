import Foundation

extension View {
    /// Makes `shape`, in this view's frame, the container that concentric corners inside
    /// follow: a ``ConcentricRectangle`` in the view (a button's glass, a card's fill) rounds
    /// its corners by the container's radius minus its distance from the container's corner.
    ///
    /// ```swift
    /// VStack { ... }
    ///     .padding(10)
    ///     .background(.regularMaterial, in: .rect(cornerRadius: 30))
    ///     .containerShape(.rect(cornerRadius: 30))
    /// ```
    ///
    /// Rounded rectangles, capsules, ellipses and concentric rectangles are followed; any
    /// other shape is a container with square corners.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(outline: GlassOutline(shape)))
    }
}

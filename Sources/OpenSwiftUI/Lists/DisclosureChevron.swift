import Foundation

/// The chevron of a disclosure group: drawn, not a symbol, so VoiceOver reads the group
/// by its label alone (and its expanded state).
struct DisclosureChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        return path
    }
}

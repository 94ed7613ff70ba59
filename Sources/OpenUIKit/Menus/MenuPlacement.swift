import Foundation

/// Where a menu goes: over its source, growing out of it. Its top meets the source's top
/// and it grows down when it fits below; else its bottom meets the source's bottom and it
/// grows up; else it takes the taller side, shortened (the list scrolls). It lines up with
/// the source's leading edge, or the trailing edge for a source in the area's trailing
/// half, and stays inside the area.
struct MenuPlacement {
    /// Where menus may go: the window inside its safe area, less a margin.
    let area: CGRect
    /// The source's frame, in the same coordinates.
    let source: CGRect

    func frame(for size: CGSize) -> CGRect {
        guard area.width > 0, area.height > 0 else { return CGRect(origin: area.origin, size: .zero) }
        let source = self.source.isFiniteRect ? self.source : CGRect(x: area.midX, y: area.midY, width: 0, height: 0)
        let width = min(max(0, size.width.isFinite ? size.width : 0), area.width)
        let wanted = min(max(0, size.height.isFinite ? size.height : 0), area.height)
        let below = area.maxY - max(source.minY, area.minY)
        let above = min(source.maxY, area.maxY) - area.minY
        let y: CGFloat, height: CGFloat
        if below >= wanted {
            (y, height) = (max(source.minY, area.minY), wanted)
        } else if above >= wanted {
            (y, height) = (min(source.maxY, area.maxY) - wanted, wanted)
        } else if below >= above {
            (y, height) = (max(source.minY, area.minY), below)
        } else {
            (y, height) = (area.minY, above)
        }
        let trailingHalf = source.midX > area.midX
        let x = trailingHalf ? source.maxX - width : source.minX
        let clampedX = min(max(x, area.minX), area.maxX - width)
        return CGRect(x: clampedX, y: y, width: width, height: max(0, height))
    }
}

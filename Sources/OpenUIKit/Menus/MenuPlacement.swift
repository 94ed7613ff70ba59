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

    /// A context menu's frames: the menu beside the source (below it, else above it); when
    /// neither side has room, the source moves up or down until the menu fits below or above.
    func besideSource(menuSize: CGSize, gap: CGFloat) -> (source: CGRect, menu: CGRect) {
        guard area.width > 0, area.height > 0, source.isFiniteRect else {
            return (source, CGRect(origin: area.origin, size: .zero))
        }
        let width = min(max(0, menuSize.width.isFinite ? menuSize.width : 0), area.width)
        let height = min(max(0, menuSize.height.isFinite ? menuSize.height : 0), max(0, area.height - gap - min(source.height, area.height / 2)))
        var source = self.source
        let below = area.maxY - source.maxY - gap
        let above = source.minY - area.minY - gap
        let menuY: CGFloat
        if below >= height {
            menuY = source.maxY + gap
        } else if above >= height {
            menuY = source.minY - gap - height
        } else if source.midY >= area.midY {
            // Lower half: lift the source until the menu fits under it.
            source.origin.y = max(area.minY, area.maxY - height - gap - source.height)
            menuY = min(source.maxY + gap, area.maxY - height)
        } else {
            source.origin.y = min(area.maxY - source.height, area.minY + height + gap)
            menuY = max(area.minY, source.minY - gap - height)
        }
        let trailingHalf = source.midX > area.midX
        let x = min(max(trailingHalf ? source.maxX - width : source.minX, area.minX), area.maxX - width)
        return (source, CGRect(x: x, y: menuY, width: width, height: height))
    }
}

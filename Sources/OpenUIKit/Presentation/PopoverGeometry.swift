import Foundation

/// Where a popover goes: beside its source on the first permitted side its content fits
/// (below, above, to the right, to the left), else on the permitted side with the most
/// room, shrunk to fit; centred on the source along that side and kept inside the area.
struct PopoverGeometry {
    /// The room between a popover and its source.
    static let gap: CGFloat = 8
    /// The size of a popover whose content prefers none.
    static let defaultSize = CGSize(width: 320, height: 480)

    /// Where popovers may go: the container inside its safe area and the layout margins.
    let area: CGRect
    /// The source's frame in the container.
    let source: CGRect
    /// The size the content asks for.
    let preferredSize: CGSize

    /// The popover's frame and the side it took.
    func placement(permitted: UIPopoverArrowDirection) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let sides: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let allowed = permitted == .unknown || permitted.intersection(.any).isEmpty ? sides : sides.filter { permitted.contains($0) }
        let size = sanitizedSize
        let side = allowed.first { room(on: $0) >= needed(on: $0, size: size) }
            ?? allowed.max { room(on: $0) / max(needed(on: $0, size: size), 1) < room(on: $1) / max(needed(on: $1, size: size), 1) }!
        return (frame(on: side, size: size), side)
    }

    private var sanitizedSize: CGSize {
        func dimension(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : fallback }
        return CGSize(width: dimension(preferredSize.width, Self.defaultSize.width),
                      height: dimension(preferredSize.height, Self.defaultSize.height))
    }

    private func room(on side: UIPopoverArrowDirection) -> CGFloat {
        switch side {
        case .up: area.maxY - source.maxY - Self.gap
        case .down: source.minY - Self.gap - area.minY
        case .left: area.maxX - source.maxX - Self.gap
        default: source.minX - Self.gap - area.minX
        }
    }

    private func needed(on side: UIPopoverArrowDirection, size: CGSize) -> CGFloat {
        side == .up || side == .down ? size.height : size.width
    }

    private func frame(on side: UIPopoverArrowDirection, size: CGSize) -> CGRect {
        let room = max(0, self.room(on: side))
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), max(low, high)) }
        if side == .up || side == .down {
            let width = min(size.width, area.width), height = min(size.height, room)
            let x = clamp(source.midX - width / 2, area.minX, area.maxX - width)
            let y = side == .up ? source.maxY + Self.gap : source.minY - Self.gap - height
            return CGRect(x: x, y: y, width: width, height: height)
        }
        let width = min(size.width, room), height = min(size.height, area.height)
        let y = clamp(source.midY - height / 2, area.minY, area.maxY - height)
        let x = side == .left ? source.maxX + Self.gap : source.minX - Self.gap - width
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

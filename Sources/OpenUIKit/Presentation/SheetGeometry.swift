import Foundation

/// Where a sheet sits for its detents in its container: the resolved detents, the resting
/// one, and the frame and corners for any top edge (a drag moves the top edge freely).
///
/// A detent's value is the sheet's height above the bottom safe area. Below full height the
/// sheet floats `floatingInset` points from the screen's sides and bottom, its corners
/// concentric with the display's; toward full height it attaches to the edges (its
/// `attachment` goes from 0 to 1 between the largest partial detent and full height).
@MainActor
struct SheetGeometry {
    typealias Identifier = UISheetPresentationController.Detent.Identifier

    /// How far a floating sheet stays from the screen's sides and bottom.
    static let floatingInset: CGFloat = 8
    /// The room between the top safe area and a sheet at full height.
    static let topGap: CGFloat = 10

    struct Placement {
        var frame: CGRect
        var corners: UICornerConfiguration
        /// 0 floating glass, 1 attached to the edges and opaque.
        var attachment: CGFloat
    }

    private let bounds: CGRect
    private let safeArea: UIEdgeInsets
    private let displayRadius: CGFloat
    private let preferredRadius: CGFloat?
    /// The detents that resolved, smallest first (never empty).
    let detents: [(identifier: Identifier, value: CGFloat)]
    let resting: (identifier: Identifier, value: CGFloat)
    private let undimmedValue: CGFloat?
    let maximumValue: CGFloat

    init(sheet: UISheetPresentationController, container: UIView) {
        bounds = container.bounds
        safeArea = container.safeAreaInsets
        displayRadius = container.window?.screen.displayCornerRadius ?? 0
        preferredRadius = sheet.preferredCornerRadius.flatMap { $0.isFinite ? max(0, $0) : nil }
        maximumValue = max(0, bounds.height - safeArea.top - Self.topGap - safeArea.bottom)
        let context = SheetDetentContext(containerTraitCollection: container.traitCollection, maximumDetentValue: maximumValue)
        let resolved = sheet.detents
            .compactMap { detent in detent.resolvedValue(in: context).map { (identifier: detent.identifier, value: $0) } }
            .sorted { $0.value < $1.value }
        detents = resolved.isEmpty ? [(identifier: .large, value: maximumValue)] : resolved
        resting = detents.first { $0.identifier == sheet.selectedDetentIdentifier } ?? detents[0]
        undimmedValue = sheet.largestUndimmedDetentIdentifier.flatMap { id in resolved.first { $0.identifier == id }?.value }
    }

    /// The top edge of a sheet `value` points tall.
    func top(forValue value: CGFloat) -> CGFloat { bounds.height - safeArea.bottom - value }

    var restingTop: CGFloat { top(forValue: resting.value) }
    var restingFrame: CGRect { placement(top: restingTop).frame }
    /// The highest the sheet's top goes: its largest detent's.
    var highestTop: CGFloat { top(forValue: detents[detents.count - 1].value) }
    /// The lowest the sheet's top rests: its smallest detent's.
    var lowestTop: CGFloat { top(forValue: detents[0].value) }

    /// Whether the content behind is dimmed (and taps on it dismiss) at the resting detent.
    var dimsContent: Bool {
        guard let undimmedValue else { return true }
        return resting.value > undimmedValue + 0.5
    }

    /// The detent whose top edge is nearest `top`.
    func nearestDetent(toTop top: CGFloat) -> Identifier {
        detents.min { abs(self.top(forValue: $0.value) - top) < abs(self.top(forValue: $1.value) - top) }!.identifier
    }

    /// Whether a drag that would carry the top edge to `projectedTop` dismisses the sheet:
    /// past half of the smallest detent's height below it.
    func dismisses(projectedTop: CGFloat) -> Bool {
        projectedTop > lowestTop + max(detents[0].value, 1) / 2
    }

    /// The frame, corners and attachment for a sheet whose top edge is at `top`: taller
    /// up to the screen's bottom above the smallest detent, sliding down whole below it.
    func placement(top: CGFloat) -> Placement {
        let top = top.isFinite ? top : restingTop
        let smallest = detents[0].value
        let value = max(bounds.height - safeArea.bottom - top, smallest)
        let drop = max(0, top - self.top(forValue: value))
        let attachment = self.attachment(atValue: value)
        let inset = Self.floatingInset * (1 - attachment)
        let sheetTop = self.top(forValue: value)
        let frame = CGRect(x: inset, y: sheetTop + drop, width: max(0, bounds.width - 2 * inset),
                           height: max(0, bounds.height - inset - sheetTop))
        let radius = preferredRadius ?? max(displayRadius - Self.floatingInset, 16)
        let bottomRadius = displayRadius > 0 ? max(0, displayRadius - inset) : radius * (1 - attachment)
        return Placement(frame: frame, corners: .uniformEdges(topRadius: .fixed(radius), bottomRadius: .fixed(bottomRadius)),
                         attachment: attachment)
    }

    /// 0 at and below the largest detent short of full height, 1 at full height.
    private func attachment(atValue value: CGFloat) -> CGFloat {
        if value >= maximumValue - 0.5 { return 1 }
        let partial = detents.last { $0.value < maximumValue - 0.5 }?.value ?? 0
        let range = maximumValue - partial
        guard range > 0.5 else { return 0 }
        return min(max((value - partial) / range, 0), 1)
    }
}

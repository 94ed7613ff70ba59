import Foundation

/// Where the nine parts of a resizable image go: corners at their natural size, edges
/// stretched (or tiled) along their length, the centre stretched (or tiled) both ways.
///
/// What UIKit's resizable images and Core Animation's `contentsCenter` draw; both callers
/// crop each piece's source from the image and draw it into its destination. Coordinates
/// run down from the top, in the image's pixels and in the destination's points.
package struct NinePartImageLayout {
    /// One piece: a rectangle of the image's pixels and where it is drawn.
    package struct Piece: Equatable, Sendable {
        package var source: CGRect
        package var destination: CGRect
    }

    /// Fixed margins of the image, in pixels.
    package struct Margins: Equatable, Sendable {
        package var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

        package init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }
    }

    /// More tiles than this in one part stretch the part instead: bounds the work for a
    /// tiny image tiled over a huge rectangle.
    package static let maximumTilesPerPart = 4096

    package let imageWidth: Int
    package let imageHeight: Int
    /// Pixels per point of the image.
    package let scale: CGFloat
    package let margins: Margins
    package let tilesCenterAndEdges: Bool

    /// A layout of an image's parts. Negative or non-finite margins count as zero; margins
    /// wider (or taller) than the image together shrink in proportion to fit it.
    package init(imageWidth: Int, imageHeight: Int, scale: CGFloat, margins: Margins, tilesCenterAndEdges: Bool = false) {
        self.imageWidth = max(0, imageWidth)
        self.imageHeight = max(0, imageHeight)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.tilesCenterAndEdges = tilesCenterAndEdges
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        var m = Margins(top: clean(margins.top), left: clean(margins.left), bottom: clean(margins.bottom), right: clean(margins.right))
        let width = CGFloat(self.imageWidth), height = CGFloat(self.imageHeight)
        if m.left + m.right > width, m.left + m.right > 0 {
            let f = width / (m.left + m.right)
            m.left *= f
            m.right *= f
        }
        if m.top + m.bottom > height, m.top + m.bottom > 0 {
            let f = height / (m.top + m.bottom)
            m.top *= f
            m.bottom *= f
        }
        self.margins = m
    }

    /// The pieces filling `rect`, none for an empty or non-finite rectangle.
    package func pieces(in rect: CGRect) -> [Piece] {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite,
              imageWidth > 0, imageHeight > 0
        else { return [] }
        let columns = Self.bands(
            start: margins.left, end: margins.right, length: CGFloat(imageWidth), scale: scale, from: r.minX, to: r.maxX)
        let rows = Self.bands(
            start: margins.top, end: margins.bottom, length: CGFloat(imageHeight), scale: scale, from: r.minY, to: r.maxY)
        var result: [Piece] = []
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                let source = CGRect(x: column.source.lowerBound, y: row.source.lowerBound,
                                    width: column.source.upperBound - column.source.lowerBound,
                                    height: row.source.upperBound - row.source.lowerBound)
                let destination = CGRect(x: column.destination.lowerBound, y: row.destination.lowerBound,
                                         width: column.destination.upperBound - column.destination.lowerBound,
                                         height: row.destination.upperBound - row.destination.lowerBound)
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                let stretches = rowIndex == 1 || columnIndex == 1
                if tilesCenterAndEdges, stretches {
                    result += tiles(of: source, over: destination, alongX: columnIndex == 1, alongY: rowIndex == 1)
                } else {
                    result.append(Piece(source: source, destination: destination))
                }
            }
        }
        return result
    }

    /// Calls `draw` with each piece of `image` cropped out and the rectangle it goes in.
    package func forEachPiece(of image: CGImage, in rect: CGRect, _ draw: (CGImage, CGRect) -> Void) {
        var crops: [CGRect: CGImage] = [:]
        for piece in pieces(in: rect) {
            guard let crop = crops[piece.source] ?? image.cropping(to: piece.source) else { continue }
            crops[piece.source] = crop
            draw(crop, piece.destination)
        }
    }

    private struct Band {
        var source: ClosedRange<CGFloat>
        var destination: ClosedRange<CGFloat>
    }

    /// The three bands along one axis: the margins at their natural size (shrunk together
    /// when the destination is shorter than both), the middle taking the rest.
    private static func bands(start: CGFloat, end: CGFloat, length: CGFloat, scale: CGFloat, from: CGFloat, to: CGFloat) -> [Band] {
        var head = start / scale, tail = end / scale
        let available = to - from
        if head + tail > available {
            let f = available / (head + tail)
            head *= f
            tail *= f
        }
        return [
            Band(source: 0...start, destination: from...(from + head)),
            Band(source: start...(length - end), destination: (from + head)...(to - tail)),
            Band(source: (length - end)...length, destination: (to - tail)...to),
        ]
    }

    /// Copies of `source` at its natural size laid along the stretching axes of
    /// `destination`; the last copy on each axis is cut short.
    private func tiles(of source: CGRect, over destination: CGRect, alongX: Bool, alongY: Bool) -> [Piece] {
        let tileWidth = alongX ? source.width / scale : destination.width
        let tileHeight = alongY ? source.height / scale : destination.height
        let tilesX = (destination.width / tileWidth).rounded(.up), tilesY = (destination.height / tileHeight).rounded(.up)
        guard tilesX * tilesY <= CGFloat(Self.maximumTilesPerPart) else { return [Piece(source: source, destination: destination)] }
        let countX = Int(tilesX), countY = Int(tilesY)
        var result: [Piece] = []
        for j in 0..<countY {
            for i in 0..<countX {
                let x = destination.minX + CGFloat(i) * tileWidth, y = destination.minY + CGFloat(j) * tileHeight
                let width = min(tileWidth, destination.maxX - x), height = min(tileHeight, destination.maxY - y)
                let cut = CGRect(
                    x: source.minX, y: source.minY,
                    width: alongX ? source.width * width / tileWidth : source.width,
                    height: alongY ? source.height * height / tileHeight : source.height)
                result.append(Piece(source: cut, destination: CGRect(x: x, y: y, width: width, height: height)))
            }
        }
        return result
    }
}

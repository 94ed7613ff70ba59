import Foundation

/// Glyphs in one font, direction and set of attributes: a piece of a `CTLine`.
///
/// Glyphs are stored in visual order, left to right; their positions are in the line's
/// coordinates (the line's origin at 0, y up).
///
/// Differs from Core Text: `CTRunGetAttributes` returns a Swift dictionary rather than a
/// `CFDictionary`, and the `…Ptr` accessors return `nil` (copy with the `Get` forms).
public final class CTRun: @unchecked Sendable, CustomStringConvertible {
    let font: CTFont
    let attributes: [NSAttributedString.Key: Any]
    let glyphs: [CGGlyph]
    /// Where each glyph is drawn: its pen position plus its offset.
    let positions: [CGPoint]
    let advances: [CGFloat]
    /// Each glyph's offset from its pen position (marks sit off their pen).
    let offsets: [CGPoint]
    /// UTF-16 index of each glyph's cluster.
    let stringIndices: [CFIndex]
    let status: CTRunStatus
    let stringRange: CFRange
    /// Where the run starts on the line.
    let originX: CGFloat
    /// The run's width: the sum of its advances.
    let width: CGFloat
    /// The bidirectional level it was laid out at.
    let level: UInt8
    /// The text the run was cut from.
    let source: TextSource?

    /// A run whose first pen position is `originX`.
    init(
        font: CTFont, attributes: [NSAttributedString.Key: Any], glyphs: [CGGlyph], originX: CGFloat, advances: [CGFloat],
        offsets: [CGPoint], stringIndices: [CFIndex], stringRange: CFRange, level: UInt8, source: TextSource?
    ) {
        self.source = source
        self.font = font
        var attributes = attributes
        attributes[.font] = font
        self.attributes = attributes
        self.glyphs = glyphs
        self.advances = advances
        self.offsets = offsets
        self.originX = originX
        var pen = originX
        var positions: [CGPoint] = []
        positions.reserveCapacity(glyphs.count)
        for index in glyphs.indices {
            positions.append(CGPoint(x: pen + offsets[index].x, y: offsets[index].y))
            pen += advances[index]
        }
        self.positions = positions
        self.width = pen - originX
        self.stringIndices = stringIndices
        self.stringRange = stringRange
        self.level = level
        var status: CTRunStatus = level & 1 == 1 ? .rightToLeft : []
        let ordered = level & 1 == 1 ? zip(stringIndices, stringIndices.dropFirst()).allSatisfy { $0 >= $1 }
            : zip(stringIndices, stringIndices.dropFirst()).allSatisfy { $0 <= $1 }
        if !ordered { status.insert(.nonMonotonic) }
        if !font.matrix.isIdentity { status.insert(.hasNonIdentityMatrix) }
        self.status = status
    }

    /// The same glyphs starting at `originX`, with `extra[i]` points added after glyph `i`.
    func moved(to originX: CGFloat, extra: [CGFloat]? = nil) -> CTRun {
        var widened = advances
        if let extra { for index in widened.indices { widened[index] += extra[index] } }
        return CTRun(
            font: font, attributes: attributes, glyphs: glyphs, originX: originX, advances: widened, offsets: offsets,
            stringIndices: stringIndices, stringRange: stringRange, level: level, source: source)
    }

    /// The characters the run shows, in string order.
    var text: String {
        guard let source else { return "" }
        let string = source.text as NSString
        let range = NSRange(location: stringRange.location, length: stringRange.length)
        return NSMaxRange(range) <= string.length ? string.substring(with: range) : ""
    }

    var isRightToLeft: Bool { level & 1 == 1 }

    /// The glyph count, font and string range, for logs and test failures.
    public var description: String {
        "CTRun(\(glyphs.count) glyphs, \(font), string \(stringRange.location)..<\(stringRange.location + stringRange.length)\(isRightToLeft ? ", RTL" : ""))"
    }
}

/// How many glyphs the run has.
public func CTRunGetGlyphCount(_ run: CTRun) -> CFIndex { run.glyphs.count }

/// The run's attributes; its font is the font the glyphs came from (a fallback font where
/// the string's font lacked the characters).
public func CTRunGetAttributes(_ run: CTRun) -> [NSAttributedString.Key: Any] { run.attributes }

/// Whether the run is right-to-left, reordered, or transformed.
public func CTRunGetStatus(_ run: CTRun) -> CTRunStatus { run.status }

/// The run's range in the string, in UTF-16 code units.
public func CTRunGetStringRange(_ run: CTRun) -> CFRange { run.stringRange }

/// Direct access to the glyphs; always `nil` here (use ``CTRunGetGlyphs(_:_:_:)``), as
/// Core Text allows.
public func CTRunGetGlyphsPtr(_ run: CTRun) -> UnsafePointer<CGGlyph>? { nil }
/// Direct access to the positions; always `nil` here (use ``CTRunGetPositions(_:_:_:)``).
public func CTRunGetPositionsPtr(_ run: CTRun) -> UnsafePointer<CGPoint>? { nil }
/// Direct access to the advances; always `nil` here (use ``CTRunGetAdvances(_:_:_:)``).
public func CTRunGetAdvancesPtr(_ run: CTRun) -> UnsafePointer<CGSize>? { nil }
/// Direct access to the string indices; always `nil` here (use ``CTRunGetStringIndices(_:_:_:)``).
public func CTRunGetStringIndicesPtr(_ run: CTRun) -> UnsafePointer<CFIndex>? { nil }

/// Copies a range of the run's glyphs (length 0: to the end) into `buffer`.
public func CTRunGetGlyphs(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGGlyph>) {
    copy(run.glyphs, range, buffer)
}

/// Copies glyph positions (line coordinates, y up) into `buffer`.
public func CTRunGetPositions(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGPoint>) {
    copy(run.positions, range, buffer)
}

/// Copies glyph advances into `buffer`.
public func CTRunGetAdvances(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CGSize>) {
    copy(run.advances.map { CGSize(width: $0, height: 0) }, range, buffer)
}

/// Copies each glyph's index in the string (UTF-16) into `buffer`.
public func CTRunGetStringIndices(_ run: CTRun, _ range: CFRange, _ buffer: UnsafeMutablePointer<CFIndex>) {
    copy(run.stringIndices, range, buffer)
}

/// The width of a range of the run's glyphs (length 0: all), with the font's ascent,
/// descent and leading.
public func CTRunGetTypographicBounds(
    _ run: CTRun, _ range: CFRange, _ ascent: UnsafeMutablePointer<CGFloat>?, _ descent: UnsafeMutablePointer<CGFloat>?,
    _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
    ascent?.pointee = CTFontGetAscent(run.font)
    descent?.pointee = CTFontGetDescent(run.font)
    leading?.pointee = CTFontGetLeading(run.font)
    guard let part = clamped(range, count: run.glyphs.count) else { return 0 }
    return Double(run.advances[part].reduce(0, +))
}

/// The glyph range a `CFRange` names (length 0: to the end), or `nil` when it is outside.
func clamped(_ range: CFRange, count: Int) -> Range<Int>? {
    guard range.location >= 0, range.location <= count, range.length >= 0 else { return nil }
    let end = range.length == 0 ? count : min(count, range.location + range.length)
    return range.location..<end
}

private func copy<Element>(_ values: [Element], _ range: CFRange, _ buffer: UnsafeMutablePointer<Element>) {
    guard let part = clamped(range, count: values.count) else { return }
    for (offset, index) in part.enumerated() { buffer[offset] = values[index] }
}

import Foundation

/// A glyph index in a font, as CoreGraphics names it.
public typealias CGGlyph = UInt16

/// A UTF-16 code unit, as Core Foundation names it.
public typealias UniChar = UInt16

/// Core Foundation's index type.
public typealias CFIndex = Int

/// A font at a size, with Core Text's function-style API.
///
/// ```swift
/// let font = CTFontCreateWithName("DejaVu Sans", 64, nil)
/// var glyph: CGGlyph = 0
/// var character: UniChar = 0x47   // "G"
/// CTFontGetGlyphsForCharacters(font, &character, &glyph, 1)
/// let outline = CTFontCreatePathForGlyph(font, glyph, nil)
/// ```
///
/// Differs from Core Text: names are Swift `String`s (`CFString` is `String` here); a name
/// no installed font has falls back to the system font, as Core Text's does.
public final class CTFont: @unchecked Sendable, CustomStringConvertible {
    /// The face the font draws with.
    public let face: FontFace
    let size: CGFloat
    let matrix: CGAffineTransform
    /// OpenType features the font's descriptor turns on or off (`["smcp": 1]`), applied
    /// when text in it is shaped.
    let features: [String: Int]

    init(face: FontFace, size: CGFloat, matrix: CGAffineTransform, features: [String: Int] = [:]) {
        self.face = face
        self.size = size.isFinite && size > 0 ? size : 12
        self.matrix = matrix
        self.features = features
    }

    /// The family and size, for logs and test failures.
    public var description: String { "CTFont(\(face.familyName), \(size) pt)" }
}

/// Which direction glyph advances are measured in.
public enum CTFontOrientation: UInt32, Sendable {
    case `default` = 0
    case horizontal = 1
    case vertical = 2
}

/// A font for a PostScript name (`DejaVuSans-Bold`), full name (`DejaVu Sans Bold`) or
/// family name at a size (12 points for 0), with an optional transform applied to its
/// glyphs. fontconfig's generic families (`sans-serif`, `serif`, `monospace`) work too; a
/// name nothing installed has gives the system font, as Core Text falls back to it.
public func CTFontCreateWithName(_ name: String, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let generic = ["sans-serif", "serif", "monospace", "sans", "mono"].contains(name.lowercased())
    let face = FontFace.named(name)
        ?? (generic ? try? FontFace.matching(family: name, bold: false) : nil)
        ?? (try? FontFace.matching(family: FontFace.systemFamily, bold: false))
    guard let face else {
        preconditionFailure("no font is installed: install fonts-dejavu-core (see Docs/Prerequisites.md)")
    }
    return CTFont(face: face, size: size == 0 ? 12 : size, matrix: matrix?.pointee ?? .identity)
}

/// The same font at another size (the font's own size for 0).
public func CTFontCreateCopyWithAttributes(_ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: Any?) -> CTFont {
    CTFont(face: font.face, size: size == 0 ? font.size : size, matrix: matrix?.pointee ?? font.matrix, features: font.features)
}

/// The font's point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }
/// The transform applied to the font's glyphs.
public func CTFontGetMatrix(_ font: CTFont) -> CGAffineTransform { font.matrix }
/// The family name of the font's face.
public func CTFontCopyFamilyName(_ font: CTFont) -> String { font.face.familyName }
/// The design units per em of the font's outlines.
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 { UInt32(font.face.unitsPerEm) }

/// The distance from the baseline to the top of the font's tallest glyphs.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.face.ascender(size: font.size) }
/// The distance from the baseline to the bottom of descenders, as a positive number.
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.face.descender(size: font.size) }
/// Extra space between lines.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.face.lineGap(size: font.size) }
/// The height of capital letters.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.face.capHeight(size: font.size) }
/// The height of lowercase letters without ascenders.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.face.xHeight(size: font.size) }

/// Maps UTF-16 characters to glyphs; returns `false` when any has no glyph (its glyph is 0).
/// Surrogate pairs map to one glyph followed by 0, as in Core Text.
@discardableResult
public func CTFontGetGlyphsForCharacters(
    _ font: CTFont, _ characters: UnsafePointer<UniChar>, _ glyphs: UnsafeMutablePointer<CGGlyph>, _ count: CFIndex
) -> Bool {
    var allFound = true
    var i = 0
    while i < count {
        let unit = characters[i]
        var scalar = Unicode.Scalar(unit)
        var width = 1
        if UTF16.isLeadSurrogate(unit), i + 1 < count, UTF16.isTrailSurrogate(characters[i + 1]) {
            scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(characters[i + 1]) - 0xDC00))
            width = 2
        }
        let glyph = scalar.map { font.face.glyph(for: $0) } ?? 0
        glyphs[i] = CGGlyph(truncatingIfNeeded: glyph)
        if width == 2 { glyphs[i + 1] = 0 }
        if glyph == 0 { allFound = false }
        i += width
    }
    return allFound
}

/// Writes each glyph's advance (when `advances` is not nil) and returns their sum.
@discardableResult
public func CTFontGetAdvancesForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ advances: UnsafeMutablePointer<CGSize>?, _ count: CFIndex
) -> Double {
    var total = 0.0
    for i in 0..<max(0, count) {
        let advance = font.face.advance(ofGlyph: UInt32(glyphs[i]), size: font.size)
        let size = orientation == .vertical ? CGSize(width: 0, height: font.size) : CGSize(width: advance, height: 0)
        advances?[i] = size
        total += Double(orientation == .vertical ? font.size : advance)
    }
    return total
}

/// The outline of a glyph as a path: y-up, in points, origin on the baseline, transformed by
/// the font's matrix and then `matrix`. `nil` for a glyph without an outline (a space).
public func CTFontCreatePathForGlyph(_ font: CTFont, _ glyph: CGGlyph, _ matrix: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    let path = font.face.path(ofGlyph: UInt32(glyph), size: font.size)
    guard !path.isEmpty else { return nil }
    var transform = font.matrix.concatenating(matrix?.pointee ?? .identity)
    return transform.isIdentity ? path : path.copy(using: &transform)
}

/// Writes each glyph's bounding box (y-up, points) and returns their union.
@discardableResult
public func CTFontGetBoundingRectsForGlyphs(
    _ font: CTFont, _ orientation: CTFontOrientation, _ glyphs: UnsafePointer<CGGlyph>,
    _ boundingRects: UnsafeMutablePointer<CGRect>?, _ count: CFIndex
) -> CGRect {
    var union = CGRect.null
    for i in 0..<max(0, count) {
        let bounds = font.face.path(ofGlyph: UInt32(glyphs[i]), size: font.size).boundingBoxOfPath
        let rect = bounds.isNull ? .zero : bounds
        boundingRects?[i] = rect
        union = union.union(rect)
    }
    return union.isNull ? .zero : union
}

/// The outline of a whole string set on one line (y-up, baseline at y = 0, starting at
/// x = 0): the "glass text" shape. An OpenCoreText addition; Core Text gets there through
/// `CTLine` runs and `CTFontCreatePathForGlyph` for each glyph.
public func CTFontCreatePathForString(_ font: CTFont, _ string: String) -> CGPath {
    let yDown = font.face.path(of: string, size: font.size)
    var flip = CGAffineTransform(scaleX: 1, y: -1).concatenating(font.matrix)
    return yDown.copy(using: &flip) ?? yDown
}

extension CTFont {
    /// The font text without one takes: the default sans at 12 points (Core Text's is
    /// Helvetica 12).
    static let `default` = CTFontCreateWithName(FontFace.systemFamily, 12, nil)
}

import CFontconfig
import CFreeType
import CHarfBuzz
import Foundation
import OpenCoreGraphics
import Synchronization

/// A font file's face: metrics, advances, glyph outlines and coverage masks read with
/// FreeType, and a HarfBuzz font that shapes text in it.
///
/// An OpenCoreText type that the text layers build on: `CTFont` is a face at a size.
/// Faces are found with fontconfig (one per family, weight and slant) and shared.
///
/// ```swift
/// let face = try FontFace.matching(family: "sans-serif", bold: false)
/// let width = face.advance(of: "Hello", size: 17)
/// let outline = face.path(of: "Hello", size: 17)
/// ```
public final class FontFace: @unchecked Sendable {
    /// Why a face could not be loaded.
    public enum Error: Swift.Error, Equatable, Sendable {
        /// fontconfig found no font for the request.
        case notFound(String)
        /// FreeType could not read the file (missing, corrupt or not a font).
        case unreadable(String)
    }

    /// The file the face came from.
    public let path: String
    /// The family name the font declares.
    public let familyName: String
    /// Whether the face is bold or italic (oblique), as the font declares.
    public var isBold: Bool { face.pointee.style_flags & Int(FT_STYLE_FLAG_BOLD) != 0 }
    /// Whether the face is italic or oblique, as the font declares.
    public var isItalic: Bool { face.pointee.style_flags & Int(FT_STYLE_FLAG_ITALIC) != 0 }
    /// The face's index in a font collection (`.ttc`).
    public let index: Int
    let face: FT_Face
    /// HarfBuzz's view of the same file, unscaled (one unit per font unit). Shaping only
    /// reads it, so it needs no lock.
    nonisolated(unsafe) let harfBuzzFont: OpaquePointer
    /// Which ASCII characters the font maps, read once: most text asks only about these.
    let asciiCoverage: [Bool]
    let lock = Mutex<Void>(())
    /// Colour glyphs rendered at the font's own size, by glyph (guarded by `lock`).
    var colorGlyphs: [UInt32: ColorGlyph?] = [:]
    /// Colour glyphs scaled to the pixel sizes they were drawn at (guarded by `lock`).
    var scaledColorGlyphs: [ScaledColorGlyphKey: CGImage] = [:]
    /// Units per em of the outlines.
    let unitsPerEm: CGFloat
    /// Ascender, descender (negative) and baseline-to-baseline height in font units.
    private let verticalMetrics: (ascender: CGFloat, descender: CGFloat, height: CGFloat)

    /// FreeType's library handle; faces are created under `creationLock`, as FreeType requires.
    nonisolated(unsafe) private static let library: FT_Library? = {
        var library: FT_Library?
        return FT_Init_FreeType(&library) == 0 ? library : nil
    }()

    /// Loads a face from a font file; `index` picks a face in a collection.
    public init(path: String, index: Int = 0) throws(Error) {
        guard let library = Self.library else { throw .unreadable("FreeType did not initialize") }
        var face: FT_Face?
        let status = Self.creationLock.withLock { _ in FT_New_Face(library, path, max(0, index), &face) }
        guard status == 0, let face else { throw .unreadable(path) }
        guard Self.isDrawable(face) else {
            FT_Done_Face(face)
            throw .unreadable("\(path) has neither scalable outlines nor colour bitmaps")
        }
        guard let font = Self.harfBuzzFont(path: path, index: max(0, index)) else {
            FT_Done_Face(face)
            throw .unreadable("\(path) could not be read for shaping")
        }
        self.face = face
        self.harfBuzzFont = font
        self.asciiCoverage = (0..<128).map { scalar in
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(font, hb_codepoint_t(scalar), &glyph) != 0
        }
        self.index = max(0, index)
        self.path = path
        // FreeType leaves a bitmap-only font's em and vertical metrics at zero; HarfBuzz reads
        // them from the `head` and `hhea` tables.
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        let scalable = face.pointee.face_flags & Int(FT_FACE_FLAG_SCALABLE) != 0
        self.unitsPerEm = CGFloat(scalable ? Int32(face.pointee.units_per_EM) : Int32(hb_face_get_upem(hb_font_get_face(font))))
        self.verticalMetrics = scalable
            ? (CGFloat(face.pointee.ascender), CGFloat(face.pointee.descender), CGFloat(face.pointee.height))
            : (CGFloat(extents.ascender), CGFloat(extents.descender), CGFloat(extents.ascender - extents.descender + extents.line_gap))
        guard unitsPerEm > 0 else {
            hb_font_destroy(font)
            FT_Done_Face(face)
            throw .unreadable("\(path) has no em size")
        }
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
    }

    /// Outline fonts scale to any size; bitmap-only fonts are taken when their bitmaps are
    /// colour ones (emoji), which are scaled as images.
    private static func isDrawable(_ face: FT_Face) -> Bool {
        let flags = face.pointee.face_flags
        let scalable = flags & Int(FT_FACE_FLAG_SCALABLE) != 0
        let colorBitmaps = flags & Int(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
        return (scalable && face.pointee.units_per_EM > 0) || colorBitmaps
    }

    deinit {
        hb_font_destroy(harfBuzzFont)
        FT_Done_Face(face)
    }

    /// A HarfBuzz font over the file's bytes (memory-mapped), with OpenType font functions.
    private static func harfBuzzFont(path: String, index: Int) -> OpaquePointer? {
        guard let blob = hb_blob_create_from_file(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        guard hb_face_get_glyph_count(face) > 0 else { return nil }
        return hb_font_create(face)
    }

    /// The family of the system font and of text without a font: DejaVu Sans, the
    /// stand-in for San Francisco. Named rather than left to fontconfig's `sans-serif`, so
    /// renders stay the same when fonts for other scripts (Noto) are installed; where it is
    /// missing fontconfig substitutes its closest match.
    public static let systemFamily = "DejaVu Sans"

    private static let cache = Mutex<[String: FontFace]>([:])
    private static let filesInUse = Mutex<[String: FontFace]>([:])

    /// One face per file and index, so fallbacks for many characters share their caches.
    static func shared(path: String, index: Int) throws(Error) -> FontFace {
        let key = "\(path)#\(index)"
        if let face = filesInUse.withLock({ $0[key] }) { return face }
        let face = try FontFace(path: path, index: index)
        return filesInUse.withLock { faces in
            if let existing = faces[key] { return existing }
            faces[key] = face
            return face
        }
    }
    private static let creationLock = Mutex<Void>(())

    /// The installed face fontconfig picks for a family pattern, weight and slant (cached).
    public static func matching(family: String, bold: Bool, italic: Bool = false) throws(Error) -> FontFace {
        let key = "\(family)|\(bold)|\(italic)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        guard let file = fontconfigMatch(family: family, bold: bold, italic: italic) else { throw .notFound(family) }
        let face = try FontFace.shared(path: file.path, index: file.index)
        cache.withLock { $0[key] = face }
        return face
    }

    private static func fontconfigMatch(family: String, bold: Bool, italic: Bool) -> (path: String, index: Int)? {
        bestFile(family: family) { pattern in
            FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_OBLIQUE : FC_SLANT_ROMAN)
        }
    }

    /// The file of fontconfig's best match for a family pattern refined by `refine`.
    private static func bestFile(family: String, refine: (OpaquePointer) -> Void) -> (path: String, index: Int)? {
        guard let pattern = FcNameParse(family) else { return nil }
        defer { FcPatternDestroy(pattern) }
        refine(pattern)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return (String(cString: file), Int(index))
    }

    // MARK: Metrics (at a point size)

    /// Distance from the baseline to the top of tall glyphs.
    public func ascender(size: CGFloat) -> CGFloat { verticalMetrics.ascender * size / unitsPerEm }
    /// Distance from the baseline down to the bottom of descenders (negative, as in UIKit).
    public func descender(size: CGFloat) -> CGFloat { verticalMetrics.descender * size / unitsPerEm }
    /// The distance between baselines the font recommends.
    public func lineHeight(size: CGFloat) -> CGFloat { verticalMetrics.height * size / unitsPerEm }
    /// Extra space between lines beyond ascender and descender.
    public func lineGap(size: CGFloat) -> CGFloat { max(0, lineHeight(size: size) - ascender(size: size) + descender(size: size)) }

    /// Where an underline's centre sits, from the font's `post` table: negative, below the baseline.
    public func underlinePosition(size: CGFloat) -> CGFloat {
        let position = CGFloat(face.pointee.underline_position)
        return (position != 0 ? position : -unitsPerEm / 10) * size / unitsPerEm
    }

    /// How thick underlines and strikethroughs are, from the `post` table.
    public func underlineThickness(size: CGFloat) -> CGFloat {
        let thickness = CGFloat(face.pointee.underline_thickness)
        return (thickness > 0 ? thickness : unitsPerEm / 20) * size / unitsPerEm
    }

    /// The height of capital letters, from the font's OS/2 table (or the outline of "H").
    public func capHeight(size: CGFloat) -> CGFloat {
        heightFromOS2(\.sCapHeight, fallback: "H") * size / unitsPerEm
    }

    /// The height of lowercase letters without ascenders, from the OS/2 table (or "x").
    public func xHeight(size: CGFloat) -> CGFloat {
        heightFromOS2(\.sxHeight, fallback: "x") * size / unitsPerEm
    }

    private func heightFromOS2(_ field: KeyPath<TT_OS2, FT_Short>, fallback: Unicode.Scalar) -> CGFloat {
        lock.withLock { _ in
            if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
                table.pointee.version >= 2, table.pointee[keyPath: field] > 0
            {
                return CGFloat(table.pointee[keyPath: field])
            }
            let bounds = outline(of: glyphIndex(of: fallback)).boundingBoxOfPath
            return bounds.isNull ? 0 : bounds.maxY
        }
    }

    /// Whether the face has a glyph for a character.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        lock.withLock { _ in glyphIndex(of: scalar) != 0 }
    }

    /// The glyph index of a character (0, the missing-glyph box, when the face lacks it).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        lock.withLock { _ in glyphIndex(of: scalar) }
    }

    /// A glyph's horizontal advance at a size.
    public func advance(ofGlyph glyph: UInt32, size: CGFloat) -> CGFloat {
        lock.withLock { _ in glyphAdvance(FT_UInt(glyph)) } * size / unitsPerEm
    }

    /// A glyph's outline as a path (`CTFontCreatePathForGlyph`'s result): y-up, in points
    /// at `size`, origin on the baseline.
    public func path(ofGlyph glyph: UInt32, size: CGFloat) -> CGPath {
        let unit = lock.withLock { _ in outline(of: FT_UInt(glyph)) }
        var scale = CGAffineTransform(scaleX: size / unitsPerEm, y: size / unitsPerEm)
        return unit.copy(using: &scale) ?? unit
    }

    /// A glyph placed on a line: which face draws it and where its origin is.
    public struct PositionedGlyph: Sendable {
        /// The face that has the glyph (this one, or a fallback).
        public let face: FontFace
        /// The glyph's index in `face`.
        public let glyph: UInt32
        /// Where the glyph's origin sits on the line, from the line's start.
        public let x: CGFloat
        /// How far above the baseline the glyph sits (marks placed on their base).
        public let y: CGFloat
    }

    /// Sets a string on one line with the typesetter (HarfBuzz shaping, bidirectional
    /// order, fallback faces for characters this one lacks, the missing-glyph box when no
    /// installed face has them). Returns the glyphs left to right and the width.
    public func layout(_ text: String, size: CGFloat) -> (glyphs: [PositionedGlyph], width: CGFloat) {
        guard !text.isEmpty else { return ([], 0) }
        let font = CTFont(face: self, size: size, matrix: .identity)
        let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: [.font: font]))
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(CTLineGetGlyphCount(line))
        for run in line.runs {
            for (glyph, position) in zip(run.glyphs, run.positions) {
                glyphs.append(PositionedGlyph(face: run.font.face, glyph: UInt32(glyph), x: position.x, y: position.y))
            }
        }
        return (glyphs, line.width)
    }

    /// The width of a string set on one line.
    public func advance(of text: String, size: CGFloat) -> CGFloat {
        layout(text, size: size).width
    }

    /// The outline of a string set on a baseline at `origin.y`, starting at `origin.x`,
    /// y-down (ascenders at negative y), at a point size: the "glass text" of a string.
    public func path(of text: String, size: CGFloat, origin: CGPoint = .zero) -> CGPath {
        let result = CGMutablePath()
        for placed in layout(text, size: size).glyphs {
            let scale = size / placed.face.unitsPerEm
            let unit = placed.face.lock.withLock { _ in placed.face.outline(of: FT_UInt(placed.glyph)) }
            result.addPath(unit, transform: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x + placed.x, ty: origin.y - placed.y))
        }
        return result
    }

    // MARK: Drawing

    /// Draws a string in the context's fill colour with its baseline starting at `origin`
    /// (user space, y-down as in UIKit contexts).
    ///
    /// When the context maps user space to pixels without rotation or shear, glyphs are
    /// drawn from cached coverage masks (per glyph, pixel size and quarter-pixel position);
    /// otherwise their outlines are filled.
    public func draw(_ text: String, size: CGFloat, at origin: CGPoint, in context: CGContext) {
        guard !text.isEmpty else { return }
        let line = CTLineCreateWithAttributedString(
            NSAttributedString(string: text, attributes: [.font: CTFont(face: self, size: size, matrix: .identity)]))
        // Glyphs are y-up: flip them onto the y-down user space at the baseline.
        let matrix = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: origin.x, ty: origin.y)
        for run in line.runs { GlyphPainter.draw(run, textMatrix: matrix, color: nil, in: context) }
    }

    private struct MaskKey: Hashable {
        let glyph: UInt32
        let size64: Int
        let phase: Int
    }

    private var masks: [MaskKey: CGCoverageMask] = [:]
    private static let maskCacheLimit = 8_192

    /// A glyph rendered at a pixel size, shifted right by `subpixelPhase` quarter pixels,
    /// relative to its origin on the baseline (cached).
    ///
    /// FreeType renders it with light hinting: outlines snap to the pixel grid vertically
    /// only, so stems and baselines come out crisp while horizontal positions stay exact.
    public func glyphMask(_ glyph: UInt32, pixelSize: CGFloat, subpixelPhase: Int) -> CGCoverageMask {
        glyphMasks([(glyph, subpixelPhase)], pixelSize: pixelSize)[0]
    }

    /// Masks for several glyphs at one pixel size, under one lock (a run of text).
    func glyphMasks(_ requests: [(glyph: UInt32, subpixelPhase: Int)], pixelSize: CGFloat) -> [CGCoverageMask] {
        let size64 = Int((pixelSize * 64).rounded())
        return lock.withLock { _ in
            requests.map { request in
                let key = MaskKey(glyph: request.glyph, size64: size64, phase: min(3, max(0, request.subpixelPhase)))
                if let cached = masks[key] { return cached }
                let mask = renderMask(key) ?? outlineMask(key)
                if masks.count >= Self.maskCacheLimit { masks.removeAll(keepingCapacity: true) }
                masks[key] = mask
                return mask
            }
        }
    }

    /// FreeType's own anti-aliased rendering of a hinted glyph; `nil` if FreeType fails.
    private func renderMask(_ key: MaskKey) -> CGCoverageMask? {
        guard key.size64 > 0, key.size64 < 64 * 2048,
            FT_Set_Char_Size(face, 0, FT_F26Dot6(key.size64), 72, 72) == 0,
            FT_Load_Glyph(face, FT_UInt(key.glyph), Int32((FT_RENDER_MODE_LIGHT.rawValue & 15) << 16) | Int32(FT_LOAD_NO_BITMAP)) == 0
        else { return nil }
        let slot = face.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
        FT_Outline_Translate(&slot.pointee.outline, FT_Pos(key.phase * 16), 0)
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if let buffer = bitmap.buffer, width > 0, rows > 0 {
            for row in 0..<rows {
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * -pitch
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
        }
        return CGCoverageMask(
            width: width, height: rows, offsetX: Int(slot.pointee.bitmap_left), offsetY: -Int(slot.pointee.bitmap_top),
            coverage: coverage)
    }

    /// The glyph's outline rasterized by OpenCoreGraphics, unhinted.
    private func outlineMask(_ key: MaskKey) -> CGCoverageMask {
        let scale = CGFloat(key.size64) / 64 / unitsPerEm
        return CGCoverageMask(
            path: outline(of: FT_UInt(key.glyph)),
            transform: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: CGFloat(key.phase) / 4, ty: 0))
    }

    // MARK: Fallback

    private static let fallbacks = Mutex<[UInt32: FontFace?]>([:])

    /// An installed face with a glyph for `scalar`, found with fontconfig (cached, including misses).
    static func fallback(for scalar: Unicode.Scalar, near face: FontFace) -> FontFace? {
        if let cached = fallbacks.withLock({ $0[scalar.value] }) { return cached }
        var found: FontFace?
        if let file = fontconfigMatch(covering: scalar, family: face.familyName), file.path != face.path || file.index != face.index,
            let candidate = try? FontFace.shared(path: file.path, index: file.index), candidate.hasGlyph(for: scalar)
        {
            found = candidate
        }
        fallbacks.withLock { $0[scalar.value] = .some(found) }
        return found
    }

    private static func fontconfigMatch(covering scalar: Unicode.Scalar, family: String) -> (path: String, index: Int)? {
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, FcChar32(scalar.value))
        return bestFile(family: family) { FcPatternAddCharSet($0, FC_CHARSET, charset) }
    }

    // MARK: Glyph caches (guarded by `lock`)

    private var outlines: [FT_UInt: CGPath] = [:]
    private var advances: [FT_UInt: CGFloat] = [:]
    private var glyphIndices: [UInt32: FT_UInt] = [:]

    private func glyphIndex(of scalar: Unicode.Scalar) -> FT_UInt {
        if let cached = glyphIndices[scalar.value] { return cached }
        let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
        glyphIndices[scalar.value] = index
        return index
    }

    /// The advance in font units; loading unscaled keeps it exact.
    private func glyphAdvance(_ glyph: FT_UInt) -> CGFloat {
        if let cached = advances[glyph] { return cached }
        // Bitmap-only faces load no unscaled glyphs; their advances come from `hmtx` through HarfBuzz.
        let advance = FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0
            ? CGFloat(face.pointee.glyph.pointee.advance.x) : CGFloat(hb_font_get_glyph_h_advance(harfBuzzFont, glyph))
        advances[glyph] = advance
        return advance
    }

    /// The glyph's outline in font units, y-up, decomposed once and kept.
    private func outline(of glyph: FT_UInt) -> CGPath {
        if let cached = outlines[glyph] { return cached }
        let path = CGMutablePath()
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
            face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        {
            var outline = face.pointee.glyph.pointee.outline
            let builder = OutlineBuilder(path: path, transform: .identity)
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in OutlineBuilder.from(user).move(to!.pointee) },
                line_to: { to, user in OutlineBuilder.from(user).line(to!.pointee) },
                conic_to: { control, to, user in OutlineBuilder.from(user).quad(control!.pointee, to!.pointee) },
                cubic_to: { c1, c2, to, user in OutlineBuilder.from(user).cubic(c1!.pointee, c2!.pointee, to!.pointee) },
                shift: 0, delta: 0)
            withExtendedLifetime(builder) {
                _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
            }
            path.closeSubpath()
        }
        let frozen = path.copy() ?? path
        outlines[glyph] = frozen
        return frozen
    }
}

/// Receives FreeType's outline callbacks and appends them to a path.
private final class OutlineBuilder {
    let path: CGMutablePath
    let transform: CGAffineTransform
    private var started = false

    init(path: CGMutablePath, transform: CGAffineTransform) {
        self.path = path
        self.transform = transform
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
        Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
    }

    private func point(_ v: FT_Vector) -> CGPoint {
        CGPoint(x: CGFloat(v.x), y: CGFloat(v.y)).applying(transform)
    }

    func move(_ to: FT_Vector) -> Int32 {
        if started { path.closeSubpath() }
        started = true
        path.move(to: point(to))
        return 0
    }

    func line(_ to: FT_Vector) -> Int32 {
        path.addLine(to: point(to))
        return 0
    }

    func quad(_ control: FT_Vector, _ to: FT_Vector) -> Int32 {
        path.addQuadCurve(to: point(to), control: point(control))
        return 0
    }

    func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) -> Int32 {
        path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
        return 0
    }
}

extension FontFace {
    /// Whether the font's character map has the scalar, asked of HarfBuzz (no lock needed).
    func hasNominalGlyph(_ scalar: UInt32) -> Bool {
        if scalar < 128 { return asciiCoverage[Int(scalar)] }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(harfBuzzFont, scalar, &glyph) != 0
    }
}

import CFontconfig
import CFreeType
import Foundation
import Synchronization

/// A font file's face loaded with FreeType: metrics, advances and glyph outlines.
///
/// An OpenCoreText type that the text layers build on. It is the basic text engine of
/// OpenUIKit until full layout lands: one face per family and weight, found with
/// fontconfig, no kerning or complex shaping; characters the face lacks use its
/// missing-glyph box.
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
    private let face: FT_Face
    private let lock = Mutex<Void>(())
    /// Units per em of the outlines.
    let unitsPerEm: CGFloat

    /// FreeType's library handle; faces are created under `creationLock`, as FreeType requires.
    nonisolated(unsafe) private static let library: FT_Library? = {
        var library: FT_Library?
        return FT_Init_FreeType(&library) == 0 ? library : nil
    }()

    /// Loads a face from a font file.
    public init(path: String) throws(Error) {
        guard let library = Self.library else { throw .unreadable("FreeType did not initialize") }
        var face: FT_Face?
        let status = Self.creationLock.withLock { _ in FT_New_Face(library, path, 0, &face) }
        guard status == 0, let face else { throw .unreadable(path) }
        guard face.pointee.face_flags & Int(FT_FACE_FLAG_SCALABLE) != 0, face.pointee.units_per_EM > 0 else {
            FT_Done_Face(face)
            throw .unreadable("\(path) has no scalable outlines")
        }
        self.face = face
        self.path = path
        self.unitsPerEm = CGFloat(face.pointee.units_per_EM)
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? "Unknown"
    }

    deinit { FT_Done_Face(face) }

    private static let cache = Mutex<[String: FontFace]>([:])
    private static let creationLock = Mutex<Void>(())

    /// The installed face fontconfig picks for a family pattern and weight (cached).
    public static func matching(family: String, bold: Bool) throws(Error) -> FontFace {
        let key = "\(family)|\(bold)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        guard let file = fontconfigMatch(family: family, bold: bold) else { throw .notFound(family) }
        let face = try FontFace(path: file)
        cache.withLock { $0[key] = face }
        return face
    }

    private static func fontconfigMatch(family: String, bold: Bool) -> String? {
        guard let pattern = FcNameParse(family) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }

    // MARK: Metrics (at a point size)

    /// Distance from the baseline to the top of tall glyphs.
    public func ascender(size: CGFloat) -> CGFloat { CGFloat(face.pointee.ascender) * size / unitsPerEm }
    /// Distance from the baseline down to the bottom of descenders (negative, as in UIKit).
    public func descender(size: CGFloat) -> CGFloat { CGFloat(face.pointee.descender) * size / unitsPerEm }
    /// The distance between baselines the font recommends.
    public func lineHeight(size: CGFloat) -> CGFloat { CGFloat(face.pointee.height) * size / unitsPerEm }

    /// The horizontal advance of a string, the sum of its glyphs' advances.
    public func advance(of text: String, size: CGFloat) -> CGFloat {
        lock.withLock { _ in
            text.unicodeScalars.reduce(0) { $0 + glyphAdvance(glyphIndex(of: $1)) } * size / unitsPerEm
        }
    }

    /// The outline of a string set on a baseline at y = 0, starting at x = 0, y-down
    /// (ascenders at negative y), at a point size.
    public func path(of text: String, size: CGFloat, origin: CGPoint = .zero) -> CGPath {
        let outline = CGMutablePath()
        lock.withLock { _ in
            var x: CGFloat = 0
            let scale = size / unitsPerEm
            for scalar in text.unicodeScalars {
                let glyph = glyphIndex(of: scalar)
                let transform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x + x, ty: origin.y)
                appendOutline(of: glyph, to: outline, transform: transform)
                x += glyphAdvance(glyph) * scale
            }
        }
        return outline
    }

    private func glyphIndex(of scalar: Unicode.Scalar) -> FT_UInt {
        FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// The advance in font units; loading unscaled keeps it exact.
    private func glyphAdvance(_ glyph: FT_UInt) -> CGFloat {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
        return CGFloat(face.pointee.glyph.pointee.advance.x)
    }

    private func appendOutline(of glyph: FT_UInt, to path: CGMutablePath, transform: CGAffineTransform) {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0,
            face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return }
        var outline = face.pointee.glyph.pointee.outline
        let builder = OutlineBuilder(path: path, transform: transform)
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

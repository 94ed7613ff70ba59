import CFontconfig
import Foundation

extension FontFace {
    /// The installed face whose PostScript name (`DejaVuSans-Bold`), full name
    /// (`DejaVu Sans Bold`) or family (`DejaVu Sans`, its regular face) is `name`, as
    /// Core Text resolves font names; `nil` when no installed font has that name (fontconfig
    /// would otherwise substitute an unrelated face).
    public static func named(_ name: String) -> FontFace? {
        for element in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
            if let file = listedFile(element: element, name: name) { return try? FontFace.shared(path: file.path, index: file.index) }
        }
        guard listedFile(element: FC_FAMILY, name: name) != nil else { return nil }
        return try? FontFace.matching(family: name, bold: false)
    }

    /// The first installed file whose `element` equals `name`.
    private static func listedFile(element: String, name: String) -> (path: String, index: Int)? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString { value in
            element.withCString { key in FcPatternAddString(pattern, key, UnsafeRawPointer(value).assumingMemoryBound(to: FcChar8.self)) }
        }
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        _ = FC_FILE.withCString { FcObjectSetAdd(objects, $0) }
        _ = FC_INDEX.withCString { FcObjectSetAdd(objects, $0) }
        guard let list = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(list) }
        guard list.pointee.nfont > 0, let font = list.pointee.fonts[0] else { return nil }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return (String(cString: file), Int(index))
    }
}

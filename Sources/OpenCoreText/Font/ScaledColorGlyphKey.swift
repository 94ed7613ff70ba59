/// A colour glyph at a pixel size: the key of a face's cache of scaled emoji images.
struct ScaledColorGlyphKey: Hashable {
    let glyph: UInt32
    let width: Int
    let height: Int
}

import CHarfBuzz
import Foundation

/// Shapes items of a paragraph with HarfBuzz: OpenType substitution and positioning
/// (kerning, ligatures, marks, contextual and joining forms, reordering), with the
/// paragraph around each item as context so joining crosses item boundaries.
final class HarfBuzzShaper {
    private let buffer: OpaquePointer

    init() {
        buffer = hb_buffer_create()
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_GRAPHEMES)
    }

    deinit { hb_buffer_destroy(buffer) }

    private static let noLigatures: [hb_feature_t] = ["-liga", "-clig", "-dlig", "-hlig"].map { name in
        var feature = hb_feature_t()
        _ = name.withCString { hb_feature_from_string($0, -1, &feature) }
        return feature
    }

    /// Shapes `item.scalars` of `paragraph` (whose first scalar is text index
    /// `paragraphStart`), filling the item's glyph arrays; `spacing` points go after each cluster.
    func shape(
        _ item: inout ShapedItem, paragraph: UnsafeBufferPointer<UInt32>, paragraphStart: Int,
        script: hb_script_t, language: String?, ligatures: Bool, spacing: CGFloat, attachmentWidth: CGFloat? = nil
    ) {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf32(
            buffer, paragraph.baseAddress, Int32(paragraph.count),
            UInt32(item.scalars.lowerBound - paragraphStart), Int32(item.scalars.count))
        hb_buffer_set_direction(buffer, item.isRightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, Self.language(language))
        let font = item.font
        let features = (ligatures ? [] : Self.noLigatures) + Self.features(font.features)
        if features.isEmpty {
            hb_shape(font.face.harfBuzzFont, buffer, nil, 0)
        } else {
            features.withUnsafeBufferPointer { hb_shape(font.face.harfBuzzFont, buffer, $0.baseAddress, UInt32($0.count)) }
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        let scale = font.size / font.face.unitsPerEm
        let total = Int(count)
        item.glyphs.reserveCapacity(total)
        item.advances.reserveCapacity(total)
        item.offsets.reserveCapacity(total)
        item.clusters.reserveCapacity(total)
        let space = Self.spaceGlyph(of: font)
        for index in 0..<total {
            let cluster = Int(infos[index].cluster) + paragraphStart
            let scalar = paragraph[cluster - paragraphStart]
            if scalar == 0xFFFC, let attachmentWidth {
                // An attachment's character is as wide as the attachment and draws nothing itself.
                item.glyphs.append(space.glyph)
                item.clusters.append(cluster)
                item.advances.append(attachmentWidth + spacing)
                item.offsets.append(.zero)
                continue
            }
            if Self.isControl(scalar) {
                // Line ends draw nothing; a tab is a space until tab stops are modelled.
                item.glyphs.append(space.glyph)
                item.clusters.append(cluster)
                item.advances.append(scalar == 0x09 ? space.advance + spacing : 0)
                item.offsets.append(.zero)
                continue
            }
            item.glyphs.append(CGGlyph(truncatingIfNeeded: infos[index].codepoint))
            item.clusters.append(cluster)
            var advance = CGFloat(positions[index].x_advance) * scale
            // Spacing goes once per cluster, after the glyph that ends it in logical order.
            let endsCluster = item.isRightToLeft
                ? index == 0 || Int(infos[index - 1].cluster) + paragraphStart != cluster
                : index == total - 1 || Int(infos[index + 1].cluster) + paragraphStart != cluster
            if spacing != 0, endsCluster { advance += spacing }
            item.advances.append(advance)
            item.offsets.append(CGPoint(x: CGFloat(positions[index].x_offset) * scale, y: CGFloat(positions[index].y_offset) * scale))
        }
    }

    /// HarfBuzz features for a font's OpenType settings, over the whole run.
    private static func features(_ settings: [String: Int]) -> [hb_feature_t] {
        settings.sorted { $0.key < $1.key }.map { tag, value in
            let bytes = Array(tag.utf8)
            return hb_feature_t(
                tag: hb_tag_t(bytes[0]) << 24 | hb_tag_t(bytes[1]) << 16 | hb_tag_t(bytes[2]) << 8 | hb_tag_t(bytes[3]),
                value: UInt32(max(0, value)), start: 0, end: UInt32.max)
        }
    }

    /// Control characters, which no font should draw: C0 and C1 controls, line and
    /// paragraph separators.
    static func isControl(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (0x7F...0x9F).contains(scalar) || scalar == 0x2028 || scalar == 0x2029
    }

    private static func spaceGlyph(of font: CTFont) -> (glyph: CGGlyph, advance: CGFloat) {
        var glyph: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(font.face.harfBuzzFont, 0x20, &glyph)
        let advance = CGFloat(hb_font_get_glyph_h_advance(font.face.harfBuzzFont, glyph)) * font.size / font.face.unitsPerEm
        return (CGGlyph(truncatingIfNeeded: glyph), advance)
    }

    private nonisolated(unsafe) static let defaultLanguage = hb_language_get_default()

    private static func language(_ tag: String?) -> hb_language_t? {
        guard let tag, !tag.isEmpty else { return defaultLanguage }
        return tag.withCString { hb_language_from_string($0, -1) }
    }
}

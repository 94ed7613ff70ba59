import CHarfBuzz
import Foundation
import OpenCoreGraphics

/// What identifies a font: its name or family, a size, and OpenType feature settings.
///
/// ```swift
/// let smallCaps = CTFontDescriptorCreateWithAttributes([
///     kCTFontFamilyNameAttribute: "DejaVu Sans",
///     kCTFontFeatureSettingsAttribute: [[kCTFontOpenTypeFeatureTag: "smcp", kCTFontOpenTypeFeatureValue: 1]],
/// ])
/// let font = CTFontCreateWithFontDescriptor(smallCaps, 17, nil)
/// ```
///
/// Differs from Core Text: attribute dictionaries are `[String: Any]` rather than
/// `CFDictionary`; only the name, family, size and OpenType feature settings are read
/// (AAT feature types and selectors, traits and variations are not).
public final class CTFontDescriptor: @unchecked Sendable {
    let attributes: [String: Any]

    init(attributes: [String: Any]) {
        self.attributes = attributes
    }

    /// The OpenType features the settings name, as tags and values.
    var features: [String: Int] {
        var features: [String: Int] = [:]
        for setting in attributes[kCTFontFeatureSettingsAttribute] as? [[String: Any]] ?? [] {
            guard let tag = setting[kCTFontOpenTypeFeatureTag] as? String, tag.utf8.count == 4 else { continue }
            features[tag] = (setting[kCTFontOpenTypeFeatureValue] as? Int) ?? (setting[kCTFontOpenTypeFeatureValue] as? NSNumber)?.intValue ?? 1
        }
        return features
    }
}

/// The font's PostScript or full name.
public let kCTFontNameAttribute: CFString = "NSFontNameAttribute"
/// The font's family name.
public let kCTFontFamilyNameAttribute: CFString = "NSFontFamilyAttribute"
/// The point size, a number.
public let kCTFontSizeAttribute: CFString = "NSFontSizeAttribute"
/// OpenType feature settings: an array of dictionaries with a tag and a value.
public let kCTFontFeatureSettingsAttribute: CFString = "NSCTFontFeatureSettingsAttribute"
/// A feature setting's four-letter OpenType tag (`"smcp"`, `"tnum"`, `"liga"`).
public let kCTFontOpenTypeFeatureTag: CFString = "CTFeatureOpenTypeTag"
/// A feature setting's value: 0 turns the feature off, 1 (or an alternate's index) on.
public let kCTFontOpenTypeFeatureValue: CFString = "CTFeatureOpenTypeValue"

/// A descriptor for a font name at a size.
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(attributes: [kCTFontNameAttribute: name, kCTFontSizeAttribute: size])
}

/// A descriptor from attributes (`kCTFontNameAttribute`, `kCTFontFamilyNameAttribute`,
/// `kCTFontSizeAttribute`, `kCTFontFeatureSettingsAttribute`).
public func CTFontDescriptorCreateWithAttributes(_ attributes: [String: Any]) -> CTFontDescriptor {
    CTFontDescriptor(attributes: attributes)
}

/// A copy of a descriptor with more attributes (the new ones win).
public func CTFontDescriptorCreateCopyWithAttributes(_ original: CTFontDescriptor, _ attributes: [String: Any]) -> CTFontDescriptor {
    CTFontDescriptor(attributes: original.attributes.merging(attributes) { $1 })
}

/// One of a descriptor's attributes.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> Any? {
    descriptor.attributes[attribute]
}

/// All of a descriptor's attributes.
public func CTFontDescriptorCopyAttributes(_ descriptor: CTFontDescriptor) -> [String: Any] { descriptor.attributes }

/// A font for a descriptor at a size (the descriptor's size, or 12 points, for 0).
public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    let name = descriptor.attributes[kCTFontNameAttribute] as? String ?? descriptor.attributes[kCTFontFamilyNameAttribute] as? String
        ?? FontFace.systemFamily
    let described = CGFloat(anyNumber: descriptor.attributes[kCTFontSizeAttribute]) ?? 0
    let base = CTFontCreateWithName(name, size != 0 ? size : described, matrix)
    return CTFont(face: base.face, size: base.size, matrix: base.matrix, features: descriptor.features)
}

/// The descriptor of a font: its family, size and feature settings.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    var attributes: [String: Any] = [kCTFontFamilyNameAttribute: font.face.familyName, kCTFontSizeAttribute: font.size]
    if !font.features.isEmpty {
        attributes[kCTFontFeatureSettingsAttribute] = font.features.sorted { $0.key < $1.key }.map {
            [kCTFontOpenTypeFeatureTag: $0.key, kCTFontOpenTypeFeatureValue: $0.value] as [String: Any]
        }
    }
    return CTFontDescriptor(attributes: attributes)
}

/// A font table's tag: four ASCII letters packed big-endian (`'kern'`, `'GSUB'`).
public typealias CTFontTableTag = FourCharCode

/// Four characters packed into a number, as Apple's APIs tag things.
public typealias FourCharCode = UInt32

/// Options for copying tables (none are defined).
public struct CTFontTableOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// The bytes of one of the font's tables, or `nil` when the font has no such table.
public func CTFontCopyTable(_ font: CTFont, _ table: CTFontTableTag, _ options: CTFontTableOptions) -> Data? {
    let face = hb_font_get_face(font.face.harfBuzzFont)
    guard let blob = hb_face_reference_table(face, table) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
    return Data(bytes: data, count: Int(length))
}

/// The tags of the font's tables.
public func CTFontCopyAvailableTables(_ font: CTFont, _ options: CTFontTableOptions) -> [CTFontTableTag] {
    let face = hb_font_get_face(font.face.harfBuzzFont)
    var count = hb_face_get_table_tags(face, 0, nil, nil)
    var tags = [hb_tag_t](repeating: 0, count: Int(count))
    count = hb_face_get_table_tags(face, 0, &count, &tags)
    return Array(tags.prefix(Int(count)))
}

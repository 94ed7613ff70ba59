import Foundation
import OpenCoreText

/// A description of a font by family, size, weight, traits or text style, from which
/// `UIFont(descriptor:size:)` makes a font.
///
/// ```swift
/// let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
/// let emphasis = UIFont(descriptor: body.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// Declared first: Foundation's attribute runs compare values safely (see `AttributeValueHeader`).
    private let attributeValueHeader = AttributeValueHeader()

    /// Style traits of a font.
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// Keys of a descriptor's attributes.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// Keys of the `.traits` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `UIFont.Weight` (or its raw `CGFloat`).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// `SymbolicTraits` raw value.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    }

    /// The attributes the descriptor was made from.
    public let fontAttributes: [AttributeName: Any]

    /// A descriptor from attributes such as the family, size and traits.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    /// The point size, 0 when unspecified.
    public var pointSize: CGFloat {
        (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) } ?? 0
    }

    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The symbolic traits.
    public var symbolicTraits: SymbolicTraits {
        var result = SymbolicTraits(rawValue: traits[.symbolic] as? UInt32 ?? 0)
        if weight.rawValue >= UIFont.Weight.semibold.rawValue { result.insert(.traitBold) }
        return result
    }

    var weight: UIFont.Weight {
        if let weight = traits[.weight] as? UIFont.Weight { return weight }
        if let raw = traits[.weight] as? CGFloat { return UIFont.Weight(raw) }
        return .regular
    }

    var family: String { fontAttributes[.family] as? String ?? FontFace.systemFamily }

    var textStyle: UIFont.TextStyle? { fontAttributes[.textStyle] as? UIFont.TextStyle }

    /// A copy with more attributes.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }

    /// A copy with other symbolic traits (replacing the current ones).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var dictionary = self.traits
        dictionary[.symbolic] = traits.rawValue
        if traits.contains(.traitBold) {
            if weight.rawValue < UIFont.Weight.semibold.rawValue { dictionary[.weight] = UIFont.Weight.bold }
        } else if weight.rawValue >= UIFont.Weight.semibold.rawValue {
            dictionary[.weight] = UIFont.Weight.regular
        }
        return addingAttributes([.traits: dictionary])
    }

    /// A copy at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// The descriptor of a text style's font at the default content size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [
            .textStyle: style, .size: style.pointSize(for: .large),
            .traits: [TraitKey.weight: style.weight],
        ])
    }

    open override var description: String { "UIFontDescriptor(\(family), \(pointSize) pt, traits: \(symbolicTraits.rawValue))" }
}

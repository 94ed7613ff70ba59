/// Which characters are drawn from the colour emoji font rather than the text's font
/// (Unicode's emoji presentation rules, UTS #51).
enum EmojiPresentation {
    /// U+FE0F, asking for the emoji form of the character before it.
    static let emojiSelector: UInt32 = 0xFE0F
    /// U+FE0E, asking for the text form.
    static let textSelector: UInt32 = 0xFE0E
    private static let zeroWidthJoiner: UInt32 = 0x200D

    /// Whether `scalar` should be an emoji: it asks for it with U+FE0F, or it is an emoji by
    /// default (Emoji_Presentation) and does not ask for text with U+FE0E, or it continues
    /// an emoji through a zero-width joiner (family and profession sequences).
    static func prefersEmoji(_ scalar: UInt32, next: UInt32?, previous: UInt32?, previousIsEmoji: Bool) -> Bool {
        if next == emojiSelector { return true }
        if next == textSelector { return false }
        if previousIsEmoji, previous == zeroWidthJoiner { return true }
        guard scalar >= 0x231A, let unicode = Unicode.Scalar(scalar) else { return false }
        return unicode.properties.isEmojiPresentation
    }
}

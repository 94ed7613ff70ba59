/// Whether an explicit writing direction embeds the text (its strong characters keep their
/// own direction) or overrides it (every character takes the given direction).
public enum NSWritingDirectionFormatType: Int, Sendable {
    case embedding = 0
    case override = 2
}

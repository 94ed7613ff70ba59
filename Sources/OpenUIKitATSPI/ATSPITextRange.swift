/// Text ranges a screen reader asks for around an offset: one character, or the whole of
/// a label (labels are short; Orca reads them whole by word, line or sentence alike).
enum ATSPITextRange {
    static func around(_ offset: Int, in characters: [Unicode.Scalar], characterGranularity: Bool) -> Range<Int> {
        guard characterGranularity else { return 0..<characters.count }
        guard offset < characters.count else { return characters.count..<characters.count }
        return offset..<(offset + 1)
    }
}

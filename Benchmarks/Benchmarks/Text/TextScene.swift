/// The text the glyph benchmarks draw: 2,000 glyphs in lines of about 40 characters, over
/// a 1206×2622 surface (an iPhone screen at 3x). Shared with the `text-profile` harness.
enum TextScene {
    static let width = 1206
    static let height = 2622

    /// Lines of text with 2,000 glyphs (spaces included), about 40 per line.
    static let lines: [String] = {
        let words = "liquid glass lenses the light behind it frost tint highlights adapt to the content".split(separator: " ")
        var lines: [String] = []
        var total = 0
        var current = ""
        var index = 0
        while total < 2_000 {
            let word = String(words[index % words.count])
            index += 1
            let next = current.isEmpty ? word : current + " " + word
            if next.count > 40 {
                lines.append(current)
                total += current.count
                current = word
            } else {
                current = next
            }
        }
        return lines
    }()
}

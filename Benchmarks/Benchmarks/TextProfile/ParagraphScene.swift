import Foundation

/// Paragraphs of 2,000 characters in three scripts, laid out 1,166 px wide at 42 px and
/// drawn over a 1206×2622 surface (an iPhone screen at 3x).
enum ParagraphScene {
    static let width = 1206
    static let height = 2622
    static let lineWidth = 1166.0
    static let fontSize = 42.0
    static let family = "DejaVu Sans"

    /// Latin with kerning pairs (AV, To, Wa) and ligatures (fi, ffl).
    static let latin = repeated("To Vale: the official waffle affinity of Avalon’s fjords, five fluffy offers. ")
    /// Arabic: joining forms, lam-alef ligatures and marks, right to left.
    static let arabic = repeated("السلام عليكم ورحمة الله، لا إله إلا الزجاج السائل يعكس الضوء. ")
    /// Chinese and Japanese: fallback to a CJK face, breaks between ideographs.
    static let cjk = repeated("液态玻璃折射其后的光线，磨砂与色调随内容而变化。日本語の文章もここにあります。")

    private static func repeated(_ sentence: String) -> String {
        var text = ""
        while text.count < 2_000 { text += sentence }
        return String(text.prefix(2_000))
    }
}

import Foundation
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// UIKit's string drawing and measuring work from any thread, as Apple documents: a
/// nonisolated suite calls them from several threads at once and gets what one thread gets.
@Suite("String drawing off the main thread")
struct StringDrawingThreadTests {
    private static let texts = ["Invoice #42", "مرحبا بالعالم", "漢字とかな", "Hi 🇺🇸 👩‍👩‍👧", "a\u{C}\r\nb", "Lorem ipsum dolor sit amet, consectetur"]

    /// Measures, bounds and draws one string; the image's bytes stand for the drawing.
    private static func work(_ text: String) -> (CGSize, CGRect, [UInt8]) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.black]
        let size = (text as NSString).size(withAttributes: attributes)
        let bounds = NSAttributedString(string: text, attributes: attributes)
            .boundingRect(with: CGSize(width: 120, height: 400), options: .usesLineFragmentOrigin, context: nil)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format).image { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 120, height: 80), withAttributes: attributes)
        }
        let pixels = image.cgImage?.dataProvider?.data.map { [UInt8]($0) } ?? []
        return (size, bounds, pixels)
    }

    @Test func manyThreadsAtOnceMeasureAndDrawAsOneThreadDoes() async {
        let expected = Self.texts.map(Self.work)
        #expect(expected.allSatisfy { !$0.2.isEmpty && $0.2.contains { $0 < 128 } }, "every string leaves ink")
        let results = await withTaskGroup(of: (Int, CGSize, CGRect, [UInt8]).self) { group in
            for round in 0..<24 {
                let index = round % Self.texts.count
                group.addTask { let (size, rect, pixels) = Self.work(Self.texts[index]); return (index, size, rect, pixels) }
            }
            var all: [(Int, CGSize, CGRect, [UInt8])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 24)
        for (index, size, rect, pixels) in results {
            #expect(size == expected[index].0 && rect == expected[index].1, "\(Self.texts[index])")
            #expect(pixels == expected[index].2, "the same pixels for \(Self.texts[index])")
        }
    }
}

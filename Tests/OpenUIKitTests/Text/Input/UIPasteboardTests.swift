import Foundation
import OpenUIKitHost
import Testing
@_spi(OpenUIKit) @testable import OpenUIKit

/// The pasteboard holds strings, images and URLs, by MIME type when a desktop clipboard is
/// behind it.
@MainActor
@Suite struct UIPasteboardTests {
    private func picture() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }
    }

    @Test func stringsImagesAndURLsRoundTrip() throws {
        let pasteboard = UIPasteboard()
        #expect(!pasteboard.hasStrings && !pasteboard.hasImages && !pasteboard.hasURLs)
        pasteboard.string = "hello"
        #expect(pasteboard.string == "hello" && pasteboard.numberOfItems == 1)
        let before = pasteboard.changeCount
        pasteboard.image = picture()
        #expect(pasteboard.changeCount == before + 1)
        #expect(pasteboard.image?.cgImage?.width == 6 && !pasteboard.hasStrings, "an image replaces the text")
        pasteboard.urls = [URL(string: "https://example.com/a")!, URL(string: "file:///tmp/b%20c")!]
        #expect(pasteboard.urls == [URL(string: "https://example.com/a")!, URL(string: "file:///tmp/b%20c")!])
        #expect(pasteboard.string == "https://example.com/a", "a URL also pastes as text")
    }

    @Test func theDesktopClipboardIsReadByMIMEType() {
        let pasteboard = UIPasteboard()
        var desktop: [String: Data]? = ["UTF8_STRING": Data("from X".utf8)]
        pasteboard.platformClipboard = (read: { desktop }, write: { desktop = $0 })
        #expect(pasteboard.string == "from X", "older names for text are read")
        pasteboard.image = picture()
        #expect(desktop?[HostClipboardType.png] != nil && pasteboard.hasImages)
        desktop = [HostClipboardType.uriList: Data("# a comment\r\nhttps://openuikit.dev/\r\n\r\nnot a url with spaces\r\n".utf8)]
        #expect(pasteboard.urls == [URL(string: "https://openuikit.dev/")!])
        desktop = [HostClipboardType.png: Data("not a png".utf8)]
        #expect(pasteboard.image == nil && !pasteboard.hasStrings, "corrupt image data pastes nothing")
        let untouched = UIPasteboard()
        untouched.platformClipboard = (read: { nil }, write: { _ in })
        #expect(untouched.numberOfItems == 0 && untouched.string == nil, "an empty desktop clipboard: nothing to paste")
    }

    @Test func itemsByTypeIdentifier() throws {
        let pasteboard = UIPasteboard()
        var desktop: [String: Data]?
        pasteboard.platformClipboard = (read: { desktop }, write: { desktop = $0 })
        let link = URL(string: "https://example.com/ferns")!
        pasteboard.items = [
            ["public.utf8-plain-text": "Ferns", "public.url": link],
            ["public.png": picture(), "com.example.garden.plant": Data([1, 2, 3])],
        ]
        #expect(pasteboard.numberOfItems == 2, "the app keeps every item; the desktop holds the first")
        #expect(desktop?[HostClipboardType.text] == Data("Ferns".utf8) && desktop?[HostClipboardType.uriList] != nil)
        #expect(pasteboard.types == ["public.url", "public.utf8-plain-text"])
        #expect(pasteboard.value(forPasteboardType: "public.url") as? URL == link)
        #expect(pasteboard.contains(pasteboardTypes: ["public.plain-text"]), "plain text is the UTF-8 text")
        #expect(!pasteboard.contains(pasteboardTypes: ["public.png"]), "only the first item counts")
        let second = pasteboard.items[1]
        #expect((second["public.png"] as? UIImage)?.cgImage?.width == 6)
        #expect(second["com.example.garden.plant"] as? Data == Data([1, 2, 3]), "the app's own types keep their bytes")
        // Another app copies: the desktop's item is all there is.
        desktop = [HostClipboardType.text: Data("from elsewhere".utf8)]
        #expect(pasteboard.numberOfItems == 1 && pasteboard.string == "from elsewhere")
        pasteboard.setData(Data("raw".utf8), forPasteboardType: "public.utf8-plain-text")
        #expect(pasteboard.string == "raw" && pasteboard.data(forPasteboardType: "public.text") == Data("raw".utf8))
        pasteboard.addItems([["public.utf8-plain-text": "more"]])
        #expect(pasteboard.strings == ["raw", "more"])
    }

    @Test func itemsExpire() {
        let pasteboard = UIPasteboard()
        pasteboard.setItems([["public.utf8-plain-text": "soon gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: 3600), .localOnly: true])
        #expect(pasteboard.string == "soon gone")
        pasteboard.setItems([["public.utf8-plain-text": "gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        #expect(pasteboard.string == nil && pasteboard.numberOfItems == 0, "past their date, items are gone")
    }

    @Test(arguments: [
        ("https://example.com/ferns?q=1", [UIPasteboard.DetectionPattern.probableWebURL]),
        ("example.org/garden", [.probableWebURL]),
        ("how to water ferns", [.probableWebSearch]),
        ("1,234.5", [.probableWebSearch, .number]),
        ("  42 ", [.probableWebSearch, .number]),
        ("file:///etc/passwd", [.probableWebSearch]),
        ("version1.2", [.probableWebSearch]),
    ])
    func patternsAreDetectedWithoutReading(text: String, expected: [UIPasteboard.DetectionPattern]) async throws {
        let pasteboard = UIPasteboard()
        pasteboard.string = text
        let all: Set<UIPasteboard.DetectionPattern> = [.probableWebURL, .probableWebSearch, .number]
        let found = try await pasteboard.detectedPatterns(for: all)
        #expect(found == Set(expected), "\(text)")
        let values = try await pasteboard.detectedValues(for: [.number])
        if expected.contains(.number) { #expect((values[.number] as? NSNumber)?.doubleValue == Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ""))) }
    }

    @Test func theCompletionHandlerRunsAfterTheCallReturns() async {
        let pasteboard = UIPasteboard()
        pasteboard.string = "https://example.com"
        var answered: Set<UIPasteboard.DetectionPattern>?
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            pasteboard.detectPatterns(for: [.probableWebURL, .number]) { result in
                answered = try? result.get()
                done.resume()
            }
            #expect(answered == nil, "not yet: the handler comes later, as on iOS")
        }
        #expect(answered == [.probableWebURL])
        let empty = UIPasteboard()
        #expect(try! await empty.detectedPatterns(for: [.number]).isEmpty)
    }
}

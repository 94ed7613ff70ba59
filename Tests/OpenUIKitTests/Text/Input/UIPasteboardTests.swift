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
}

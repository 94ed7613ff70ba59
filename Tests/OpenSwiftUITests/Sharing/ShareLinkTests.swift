import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI
@testable @_spi(OpenUIKit) import OpenUIKit

private struct Film: Transferable {
    let title: String
    let page: URL?
    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: { (film: Film) throws -> URL in
            guard let page = film.page else { throw CocoaError(.fileNoSuchFile) }
            return page
        })
        ProxyRepresentation(exporting: \.title)
    }
}

/// `ShareLink` and `Transferable`: the button, the items it hands the share sheet, and
/// the preview.
@MainActor
@Suite(.manualClock) struct ShareLinkTests {
    private func sheet(afterTapping hosted: Hosted<some View>) throws -> UIActivityViewController {
        let button = try #require(hosted.buttons.first)
        button.sendActions(for: .touchUpInside)
        hosted.settle()
        return try #require(hosted.controller.presentedViewController as? UIActivityViewController)
    }

    @Test func theStandardLinkSharesALinkUnderShare() throws {
        let url = URL(string: "https://example.com/films/metropolis")!
        let hosted = Hosted(ShareLink(item: url), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(hosted.texts.map(\.text) == ["Share"])
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Share" }, "\(hosted.window.voiceOverOrder.map(\.label))")
        let sheet = try sheet(afterTapping: hosted)
        #expect(sheet.activityItems.compactMap { $0 as? URL } == [url])
    }

    @Test func customTypesShareByTheirFirstRepresentationThatWorks() throws {
        let films = [Film(title: "Metropolis", page: URL(string: "https://example.com/m")), Film(title: "Nosferatu", page: nil)]
        let view = ShareLink(items: films, subject: Text("Two films"), preview: { SharePreview($0.title) }) {
            Text("Send")
        }
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let sheet = try sheet(afterTapping: hosted)
        #expect(sheet.activityItems.count == 2)
        #expect(sheet.activityItems.first as? URL == URL(string: "https://example.com/m"))
        #expect(sheet.activityItems.last as? String == "Nosferatu", "no page: shared by its title")
        #expect(sheet.previewTitle == "Metropolis")
        let copy = try #require(sheet.view.subviews.compactMap { $0 as? ShareActivityRow }.first { $0.activity.activityType == .copyToPasteboard })
        copy.sendActions(for: .primaryActionTriggered)
        #expect(UIPasteboard.general.string == "https://example.com/m\nNosferatu")
    }

    @Test func aPreviewImageIsDrawnForTheHeader() throws {
        let view = ShareLink("Quote", item: "To be, or not to be", preview: SharePreview("Hamlet", image: Image(systemName: "star.fill")))
        let hosted = Hosted(view, size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        #expect(hosted.texts.map(\.text) == ["Quote"])
        let sheet = try sheet(afterTapping: hosted)
        #expect(sheet.activityItems.first as? String == "To be, or not to be")
        #expect(sheet.previewTitle == "Hamlet")
        let image = try #require(sheet.previewImage)
        #expect(image.size.width > 0 && image.size.height > 0)
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/share-link.png"))
        }
    }
}

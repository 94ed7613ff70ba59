import Foundation
import Testing
@testable import OpenUIKit

/// Waits (bounded) for a completion handler that may run on another thread.
private final class Answer<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    private let done = DispatchSemaphore(value: 0)

    func set(_ value: Value) {
        lock.withLock { stored = value }
        done.signal()
    }

    func wait() -> Value? {
        _ = done.wait(timeout: .now() + 5)
        return lock.withLock { stored }
    }
}

@Suite("NSItemProvider")
struct NSItemProviderTests {
    @Test func textLoadsAsStringAndAsBytes() {
        let provider = NSItemProvider(object: "Ferns" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(provider.canLoadObject(ofClass: String.self) && !provider.canLoadObject(ofClass: UIImage.self))
        let text = Answer<String?>()
        provider.loadObject(ofClass: String.self) { value, _ in text.set(value) }
        #expect(text.wait() == "Ferns")
        let bytes = Answer<Data?>()
        let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in bytes.set(data) }
        #expect(bytes.wait() == Data("Ferns".utf8) && progress.completedUnitCount == 1)
    }

    @Test func aTypeNobodyRegisteredIsAClearError() {
        let provider = NSItemProvider(object: "Ferns" as NSString)
        let failure = Answer<NSError?>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, error in failure.set(error as NSError?) }
        let error = failure.wait() ?? nil
        #expect(error?.domain == NSItemProvider.errorDomain && error?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        let empty = NSItemProvider()
        empty.registerDataRepresentation(forTypeIdentifier: "com.example.nothing", visibility: .all) { completion in
            completion(nil, nil)
            completion(Data([1]), nil) // a second answer is ignored
            return nil
        }
        let nothing = Answer<NSError?>()
        empty.loadDataRepresentation(forTypeIdentifier: "com.example.nothing") { _, error in nothing.set(error as NSError?) }
        #expect((nothing.wait() ?? nil)?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    @Test func imagesURLsAndFilesRoundTrip() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        let imageProvider = NSItemProvider(object: image)
        #expect(imageProvider.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        let loaded = Answer<UIImage?>()
        imageProvider.loadObject(ofClass: UIImage.self) { object, _ in loaded.set(object as? UIImage) }
        // PNG data has no scale: a 4 by 3 point image drawn at 3x reads back as 12 by 9.
        #expect((loaded.wait() ?? nil).map { $0.size.width * $0.scale } == 4 * image.scale)

        let link = NSItemProvider(object: URL(string: "https://example.com/ferns")! as NSURL)
        let url = Answer<URL?>()
        link.loadObject(ofClass: URL.self) { value, _ in url.set(value) }
        #expect(url.wait() == URL(string: "https://example.com/ferns"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("moss\n".utf8).write(to: file)
        let fileProvider = try #require(NSItemProvider(contentsOf: file))
        #expect(fileProvider.suggestedName == "notes" && fileProvider.registeredTypeIdentifiers == ["public.utf8-plain-text", "public.file-url"])
        let copy = Answer<Data?>()
        fileProvider.loadFileRepresentation(forTypeIdentifier: "public.plain-text") { temporary, _ in
            copy.set(temporary.flatMap { try? Data(contentsOf: $0) })
        }
        #expect(copy.wait() == Data("moss\n".utf8))
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing")) == nil)
    }

    @Test func corruptDataIsAnErrorNotACrash() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89, 0x50, 0x4E, 0x47, 0, 0, 0]), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.url", visibility: .ownProcess) { completion in
            completion(Data([0xFF, 0xFE, 0x00]), nil)
            return nil
        }
        let image = Answer<Bool>()
        provider.loadObject(ofClass: UIImage.self) { object, error in image.set(object == nil && error != nil) }
        #expect(image.wait() == true)
        let url = Answer<Bool>()
        provider.loadObject(ofClass: URL.self) { value, error in url.set(value == nil && error != nil) }
        #expect(url.wait() == true)
        #expect(provider.exportedRepresentations.map(\.typeIdentifier) == ["public.png"], "own-process data stays in the app")
    }
}

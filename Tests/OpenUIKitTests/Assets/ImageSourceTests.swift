import Foundation
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// ImageIO's `CGImageSource` basics: types, frame counts, animation frames as they show,
/// properties and thumbnails, and bad data.
@Suite("Image sources")
struct ImageSourceTests {
    private func source(_ name: String, _ fileExtension: String) throws -> CGImageSource {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: fileExtension, subdirectory: "Images"))
        return try #require(CGImageSourceCreateWithURL(url, nil))
    }

    @Test func typesAndCounts() throws {
        #expect(CGImageSourceGetType(try source("baseline", "jpg")) == "public.jpeg")
        #expect(CGImageSourceGetType(try source("lossy", "webp")) == "org.webmproject.webp")
        #expect(CGImageSourceGetCount(try source("baseline", "jpg")) == 1)
        #expect(CGImageSourceGetCount(try source("layered", "gif")) == 2)
        #expect(CGImageSourceGetCount(try source("frames", "webp")) == 3)
        #expect(Set(CGImageSourceCopyTypeIdentifiers()) == ["public.png", "public.jpeg", "com.compuserve.gif", "org.webmproject.webp", "public.heic", "public.avif"])
    }

    @Test func gifFramesBuildOnEachOther() throws {
        let gif = try source("layered", "gif")
        let second = try #require(CGImageSourceCreateImageAtIndex(gif, 1, nil))
        #expect(second.width == 12 && second.height == 8, "frames take the screen's size")
        let outside = second.rgba(atX: 1, y: 1), inside = second.rgba(atX: 5, y: 3)
        #expect(outside.red == 255 && outside.green == 0, "the first frame shows around the second: \(outside)")
        #expect(inside.green == 255 && inside.red == 0, "\(inside)")
        #expect(CGImageSourceCreateImageAtIndex(gif, 2, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(gif, -1, nil) == nil)
        let gifProperties = try #require(CGImageSourceCopyPropertiesAtIndex(gif, 1, nil)?[kCGImagePropertyGIFDictionary] as? [String: Any])
        #expect(gifProperties[kCGImagePropertyGIFUnclampedDelayTime] as? Double == 0.2)
    }

    @Test func animatedWebPFramesAndDelays() throws {
        let webP = try source("frames", "webp")
        let colours = (0..<3).compactMap { CGImageSourceCreateImageAtIndex(webP, $0, nil)?.rgba(atX: 2, y: 2) }
        #expect(colours.count == 3)
        #expect(colours[0].red > 240 && colours[1].green > 240 && colours[2].blue > 240, "\(colours)")
        let delays = (0..<3).compactMap {
            (CGImageSourceCopyPropertiesAtIndex(webP, $0, nil)?[kCGImagePropertyWebPDictionary] as? [String: Any])?[kCGImagePropertyWebPUnclampedDelayTime] as? Double
        }
        #expect(delays == [0.1, 0.2, 0.3])
    }

    @Test func propertiesAndThumbnails() throws {
        let jpeg = try source("baseline", "jpg")
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(jpeg, 0, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(jpeg, 0, nil))
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == image.width)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == image.height)
        #expect(properties[kCGImagePropertyHasAlpha] as? Bool == false)
        #expect(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, nil) == nil, "no embedded thumbnail")
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(jpeg, 0, [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 10,
        ]))
        #expect(max(thumbnail.width, thumbnail.height) == 10)
        #expect(abs(Double(thumbnail.width) / Double(thumbnail.height) - Double(image.width) / Double(image.height)) < 0.2)
        let full = CGImageSourceCreateThumbnailAtIndex(jpeg, 0, [kCGImageSourceCreateThumbnailFromImageIfAbsent: NSNumber(value: true)])
        #expect(full?.width == image.width)
    }

    @Test func badDataGivesNoImages() throws {
        #expect(CGImageSourceCreateWithData(Data(), nil) == nil)
        let junk = try #require(CGImageSourceCreateWithData(Data("not an image".utf8), nil))
        #expect(CGImageSourceGetType(junk) == nil && CGImageSourceGetCount(junk) == 0)
        #expect(CGImageSourceCreateImageAtIndex(junk, 0, nil) == nil && CGImageSourceCopyPropertiesAtIndex(junk, 0, nil) == nil)
        let corrupt = try source("corrupt", "gif")
        #expect(CGImageSourceCreateImageAtIndex(corrupt, 0, nil) == nil)
        #expect(CGImageSourceCreateWithURL(URL(fileURLWithPath: "/nonexistent/file.png"), nil) == nil)
        let thumbnail = CGImageSourceCreateThumbnailAtIndex(try source("baseline", "jpg"), 0, [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: Double.nan,
        ])
        #expect(thumbnail != nil, "a NaN size is ignored")
    }
}

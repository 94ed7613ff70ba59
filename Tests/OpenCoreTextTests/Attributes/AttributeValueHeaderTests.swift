import Foundation
import Testing
@testable import OpenCoreText

/// The word Core Foundation reads as a type id must be OpenCoreText's header in every class
/// whose instances can be attribute values, and in an app's subclasses of them; if Swift or
/// Foundation ever lays objects out differently, this fails instead of an app.
@Suite struct AttributeValueHeaderTests {
    final class AppParagraphStyle: NSMutableParagraphStyle, @unchecked Sendable { let tag = 12.0 }
    final class AppShadow: NSShadow, @unchecked Sendable { let tag = 12.0 }

    static func headerWord(_ object: AnyObject) -> UInt64 {
        withExtendedLifetime(object) {
            Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 16, as: UInt64.self)
        }
    }

    @Test func everyAttributeValueClassStartsWithTheHeader() {
        let objects: [AnyObject] = [
            NSParagraphStyle(), NSMutableParagraphStyle(), NSShadow(),
            NSTextTab(textAlignment: .left, location: 12), AppParagraphStyle(), AppShadow(),
        ]
        for object in objects {
            let word = Self.headerWord(object)
            #expect(word == AttributeValueHeader.word, "\(type(of: object))")
            #expect((word >> 8) & 0x3FF != 0, "\(type(of: object)) reads as no type")
        }
    }

    @Test func shadowsAreEqualByValue() {
        let first = NSShadow()
        first.shadowOffset = CGSize(width: 1, height: 2)
        first.shadowBlurRadius = 3
        let second = NSShadow()
        second.shadowOffset = CGSize(width: 1, height: 2)
        second.shadowBlurRadius = 3
        #expect(first.isEqual(second))
        #expect(first.hash == second.hash)
        second.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(!first.isEqual(second))
        first.shadowColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(first.isEqual(second))
        second.shadowBlurRadius = 4
        #expect(!first.isEqual(second))
    }
}

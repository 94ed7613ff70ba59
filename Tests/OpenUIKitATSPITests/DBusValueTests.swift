import Foundation
import OpenUIKitDBus
@testable import OpenUIKitATSPI
import Testing

@MainActor
@Suite struct DBusValueTests {
    @Test func signaturesFollowTheValues() {
        let reference = DBusValue.structure([.string(":1.4"), .objectPath("/org/a11y/atspi/accessible/root")])
        #expect(reference.signature == "(so)")
        #expect(DBusValue.array(elementSignature: "(so)", []).signature == "a(so)")
        #expect(DBusValue.dictionary(keySignature: "s", valueSignature: "v", []).signature == "a{sv}")
        #expect(DBusValue.variant(.int32(3)).signature == "v")
    }

    @Test func messagesCarryValuesThroughLibdbusIntact() throws {
        let message = try #require(DBusMessage.signal(path: "/a/b", interface: "org.example.Test", name: "Changed"))
        let values: [DBusValue] = [
            .string("add"), .int32(-2), .uint32(7), .double(0.5), .boolean(true),
            .variant(.structure([.string(":1.9"), .objectPath("/x")])),
            .array(elementSignature: "u", [.uint32(1), .uint32(2)]),
            .dictionary(keySignature: "s", valueSignature: "s", [(.string("toolkit"), .string("OpenUIKit"))]),
            .array(elementSignature: "(so)", []),
            .string("nul\0dropped"),
        ]
        message.append(values)
        let read = message.arguments
        #expect(Array(read.prefix(9)) == Array(values.prefix(9)))
        #expect(read.last == .string("nuldropped"))
        #expect(message.isSignal && message.path == "/a/b" && message.member == "Changed")
    }
}

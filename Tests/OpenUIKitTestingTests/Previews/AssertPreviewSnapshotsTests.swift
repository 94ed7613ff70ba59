import OpenUIKitShim
import OpenUIKitTesting
import Testing

@MainActor
struct AssertPreviewSnapshotsTests {
    @Test func everyPreviewOfAModuleIsComparedAndABadOneIsReportedByName() {
        var compared: [String] = []
        withKnownIssue {
            compared = assertPreviewSnapshots(inModule: "OpenUIKitTestingTests", scale: 1)
        } matching: { issue in
            "\(issue)".contains("Endless width")
        }
        #expect(compared == ["Appearance swatch", "Fitting label", "Landscape screen", "Endless width", "Previewable colour"])
    }

    @Test func aModuleWithoutPreviewsIsAnIssue() {
        withKnownIssue {
            #expect(assertPreviewSnapshots(inModule: "NoSuchModule").isEmpty)
        } matching: { issue in
            "\(issue)".contains("no previews found in module NoSuchModule")
        }
    }
}

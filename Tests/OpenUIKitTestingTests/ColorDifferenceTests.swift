import OpenUIKitTesting
import Testing

@Suite("CIEDE2000 colour difference")
struct ColorDifferenceTests {
    /// Pairs from Sharma, Wu and Dalal's published test data for CIEDE2000.
    @Test func matchesThePublishedTestData() {
        #expect(abs(ColorDifference.deltaE2000(lab: (50, 2.6772, -79.7751), lab: (50, 0, -82.7485)) - 2.0425) < 0.0005)
        #expect(abs(ColorDifference.deltaE2000(lab: (50, 3.1571, -77.2803), lab: (50, 0, -82.7485)) - 2.8615) < 0.0005)
        #expect(abs(ColorDifference.deltaE2000(lab: (50, -1.3802, -84.2814), lab: (50, 0, -82.7485)) - 1.0000) < 0.0005)
        #expect(abs(ColorDifference.deltaE2000(lab: (50, 2.5, 0), lab: (73, 25, -18)) - 27.1492) < 0.0005)
    }

    @Test func identicalColoursDoNotDifferAndWhiteIsLightnessOneHundred() {
        #expect(ColorDifference.deltaE2000((157, 198, 250), (157, 198, 250)) == 0)
        let white = ColorDifference.lab((255, 255, 255))
        #expect(abs(white.0 - 100) < 0.01 && abs(white.1) < 0.01 && abs(white.2) < 0.01)
        #expect(ColorDifference.saturation((101, 196, 102)) > 0.45 && ColorDifference.saturation((0, 0, 0)) == 0)
    }
}

import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct GaugeTests {
    private let blue = Color(red: 0, green: 0, blue: 1)

    @Test func theCapacityBarFillsToTheValue() throws {
        let gauge = Gauge(value: 25, in: 0...100) { Text("Battery") } currentValueLabel: { Text("25%") }
            .tint(blue).frame(width: 200)
        let shot = try #require(Rendered(gauge))
        let barY = shot.image.height - 3
        #expect(shot.pixel(20, barY).blue > 200, "filled near the start")
        #expect(shot.pixel(150, barY).blue < 200, "empty past a quarter")
    }

    @Test func valuesAreClampedToTheRange() {
        typealias Plain = Gauge<Text, EmptyView, EmptyView, EmptyView>
        #expect(Plain.fraction(150.0, in: 0...100) == 1)
        #expect(Plain.fraction(-5.0, in: 0...100) == 0)
        #expect(Plain.fraction(Double.nan, in: 0...100) == 0)
        #expect(Plain.fraction(5.0, in: 5...5) == 0)
        #expect(Plain.fraction(0.5, in: 0...Double.infinity) == 0)
    }

    @Test func circularCapacityRingsShowTheirValueLabelInside() throws {
        let gauge = Gauge(value: 0.5) { Text("Load") } currentValueLabel: { Text("50") }
            .gaugeStyle(.accessoryCircularCapacity).tint(blue)
        let hosted = Hosted(gauge, size: CGSize(width: 100, height: 100), scale: 1)
        let label = try #require(hosted.texts.first { $0.text == "50" })
        #expect(abs(label.frame.midX - 50) < 2 && abs(label.frame.midY - 50) < 2)
        let shot = try #require(Rendered(gauge))
        #expect(shot.pixel(shot.image.width - 6, shot.image.height / 2).blue > 200, "the right half of the ring is filled")
        #expect(shot.pixel(5, shot.image.height / 2).blue < 200, "the left half is not")
    }
}

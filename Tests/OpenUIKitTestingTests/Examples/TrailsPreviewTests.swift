import OpenUIKitShim
import OpenUIKitTesting
import Testing
import TrailsKit

/// The Trails example's screens, from their previews: reference images in light and dark.
@MainActor
@Suite(.serialized) struct TrailsPreviewTests {
    @Test func everyTrailsScreenMatchesItsReference() {
        let compared = assertPreviewSnapshots(inModule: "TrailsKit", scale: 1, perceptualPrecision: 0.98)
        #expect(compared.sorted() == ["Profile", "Trail detail", "Trail row", "Trails", "Trails app"])
    }

    @Test func theStoreReadsTheBundledTrails() {
        let store = TrailStore()
        #expect(store.trails.count == 5)
        #expect(store.trails(favoritesOnly: true).map(\.name) == ["Granite Ridge Loop", "Red Canyon Rim"])
    }
}

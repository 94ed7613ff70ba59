import Foundation
import CHeapStatistics
import Observation
import Testing
@testable import OpenSwiftUI

@Observable
final class SoakModel {
    var show = true
    var title = "Title"
}

private struct SoakTitle: View {
    let model: SoakModel
    var body: some View { Text(model.title) }
}

private struct SoakScreen: View {
    let model: SoakModel
    var body: some View {
        VStack {
            if model.show { SoakTitle(model: model) }
            Text("Footer")
        }
    }
}

/// Views that read a model and go away before it changes leave nothing behind in it.
@MainActor
@Suite struct ObservationSoakTests {
    private static func heapInUse() -> Int { Int(heap_bytes_in_use()) }

    @Test func removedViewsStopWatchingTheModel() {
        let model = SoakModel()
        let hosted = Hosted(SoakScreen(model: model), size: CGSize(width: 200, height: 100), scale: 1)
        func toggle(_ times: Int) {
            for _ in 0..<times {
                model.show.toggle()
                hosted.window.layoutIfNeeded()
            }
        }
        // Warm up caches and pools, then measure many more removals. Each removal used to
        // keep about 800 bytes alive in the model (8 MB over these 10,000 toggles).
        toggle(2_000)
        let before = Self.heapInUse()
        toggle(10_000)
        let growth = Self.heapInUse() - before
        #expect(hosted.texts.map(\.text) == ["Title", "Footer"])
        #expect(growth < 2_000_000, "the heap grew \(growth) bytes over 10,000 toggles")
    }
}

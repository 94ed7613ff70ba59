import Foundation
import Observation
import Testing
@testable import OpenSwiftUI

@Observable
private final class RowsModel {
    var widths: [CGFloat] = [100, 60]
}

/// Reads its model only inside the `ForEach` content closure.
private struct Rows: View {
    let model: RowsModel
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<2) { index in
                Color.red.frame(width: model.widths[index], height: 20)
            }
        }
    }
}

/// What a `ForEach` content closure reads updates the view, as a read in the body does.
@MainActor
@Suite struct ForEachObservationTests {
    @Test func aModelReadInTheContentClosureUpdatesTheRows() async {
        let model = RowsModel()
        let hosted = Hosted(Rows(model: model), size: CGSize(width: 300, height: 60), scale: 1)
        #expect(hosted.redPixels(inRow: 15) == 100)
        model.widths[0] = 180
        await hosted.window.waitForScheduledUpdates()
        hosted.window.layoutIfNeeded()
        #expect(hosted.redPixels(inRow: 15) == 180, "the first row follows the model")
        #expect(hosted.redPixels(inRow: 45) == 60)
    }
}

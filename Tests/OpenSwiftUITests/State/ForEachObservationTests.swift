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
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.rootViewController = UIHostingController(rootView: Rows(model: model))
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(redWidth(window, y: 15) == 100)
        model.widths[0] = 180
        await window.waitForScheduledUpdates()
        window.layoutIfNeeded()
        #expect(redWidth(window, y: 15) == 180, "the first row follows the model")
        #expect(redWidth(window, y: 45) == 60)
    }

    private func redWidth(_ window: UIWindow, y: Int) -> Int {
        let image = window.renderedImage().cgImage!
        return (0..<image.width).filter { x in
            let p = image.rgba(atX: x, y: y)
            return p.red > 200 && p.green < 80 && p.blue < 80
        }.count
    }
}

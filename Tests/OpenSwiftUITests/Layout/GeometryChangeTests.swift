import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct GeometryChangeTests {
    @Test func onGeometryChangeReportsTheFirstValueAndChanges() {
        final class Log { var widths: [CGFloat] = []; var pairs: [(CGFloat, CGFloat)] = [] }
        let log = Log()
        struct Box: View {
            @State var wide = false
            let log: Log
            var body: some View {
                Color.red.frame(width: wide ? 80 : 40, height: 10)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { log.widths.append($0) }
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in log.pairs.append((old, new)) }
                    .onTapGesture { wide = true }
            }
        }
        let hosted = Hosted(Box(log: log), size: CGSize(width: 100, height: 100))
        #expect(log.widths == [40])
        hosted.window.tap(at: CGPoint(x: 50, y: 50))
        hosted.window.layoutIfNeeded()
        #expect(log.widths == [40, 80])
        #expect(log.pairs.last.map { $0.0 == 40 && $0.1 == 80 } == true)
        hosted.window.layoutIfNeeded()
        #expect(log.widths.count == 2, "no change, no call")
    }

    @Test func namedSpacesAsValues() {
        final class Seen { var frame = CGRect.null }
        let seen = Seen()
        let view = VStack(spacing: 0) {
            Color.blue.frame(height: 30)
            GeometryReader { proxy in
                let _ = seen.frame = proxy.frame(in: .named("column"))
                Color.red
            }.frame(height: 20)
        }.padding(10).coordinateSpace(.named("column"))
        _ = Hosted(view, size: CGSize(width: 100, height: 100)).shapeFrames
        #expect(seen.frame.minY == 40 && seen.frame.minX == 10, "\(seen.frame)")
    }

    @Test func containerRelativeFramesDivideTheContainer() {
        let hosted = Hosted(HStack(spacing: 10) {
            Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
            Color.blue.containerRelativeFrame(.horizontal, count: 3, spacing: 10)
        }.frame(height: 20), size: CGSize(width: 320, height: 100))
        let frames = hosted.shapeFrames
        #expect(frames[0].width == 210 && frames[1].width == 100, "\(frames)")
        let half = Hosted(Color.green.containerRelativeFrame([.horizontal, .vertical]) { length, _ in length / 2 }, size: CGSize(width: 200, height: 100))
        #expect(half.shapeFrames.first?.size == CGSize(width: 100, height: 50))
    }
}

import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct GridTests {
    @Test func columnsAreAsWideAsTheirWidestCell() {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 5) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.frame(width: 50, height: 20)
            }
            GridRow {
                Color.green.frame(width: 60, height: 10)
                Color.orange.frame(width: 20, height: 10)
            }
        }
        let frames = Hosted(grid, size: CGSize(width: 300, height: 200)).shapeFrames
        #expect(frames.count == 4)
        let left = frames[2].minX, second = left + 60 + 10
        #expect(frames[0].midX == left + 30, "red is centred in the 60-point first column: \(frames)")
        #expect(frames[1].minX == second && frames[3].midX == second + 25, "the second column is 50 wide")
        #expect(frames[2].minY == frames[1].minY + 20 + 5, "the first row is as tall as its tallest cell")
    }

    @Test func spanningCellsAndFullWidthViews() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 40, height: 10)
            }
            GridRow {
                Color.green.frame(width: 80, height: 10).gridCellColumns(2)
            }
            Divider()
        }
        let hosted = Hosted(grid, size: CGSize(width: 300, height: 200), scale: 2)
        let frames = hosted.shapeFrames
        #expect(frames[2].minX == frames[0].minX && frames[2].width == 80)
        #expect(frames[3].width == 80 && frames[3].height == 0.5, "a divider spans the grid: \(frames)")
    }

    @Test func columnAlignmentAndFlexibleColumns() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10).gridColumnAlignment(.trailing)
                Color.blue.frame(height: 10)
            }
            GridRow {
                Color.green.frame(width: 40, height: 10)
                Color.orange.frame(width: 10, height: 10)
            }
        }.frame(width: 200)
        let frames = Hosted(grid, size: CGSize(width: 200, height: 100)).shapeFrames
        #expect(frames[0].maxX == frames[2].maxX, "the first column aligns trailing")
        #expect(frames[1].width == 160, "the flexible column takes what is left: \(frames)")
    }

    @Test func emptyAndDegenerateGrids() {
        let empty = Hosted(Grid {}, size: CGSize(width: 100, height: 100))
        #expect(empty.shapeFrames.isEmpty)
        let odd = Grid(horizontalSpacing: .nan, verticalSpacing: -5) {
            GridRow { Color.red.frame(width: 10, height: 10).gridCellColumns(-3) }
        }
        #expect(Hosted(odd, size: CGSize(width: 100, height: 100)).shapeFrames.first?.size == CGSize(width: 10, height: 10))
    }
}

@MainActor
@Suite struct GridUnsizedAxesTests {
    @Test func unsizedCellsTakeWhatTheOthersNeed() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10)
                Color.blue.gridCellUnsizedAxes([.horizontal, .vertical])
            }
            GridRow {
                Color.green.frame(width: 30, height: 10)
                Color.orange.frame(width: 50, height: 10)
            }
        }
        let frames = Hosted(grid.frame(width: 300), size: CGSize(width: 300, height: 100)).shapeFrames
        #expect(frames[1].size == CGSize(width: 50, height: 10), "the blue fills the column the orange sizes, and the red's row: \(frames)")
    }
}

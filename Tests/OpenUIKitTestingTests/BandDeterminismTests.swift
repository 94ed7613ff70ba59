import Foundation
import OpenQuartzCore
import OpenUIKitTesting
@_spi(OpenUIKit) import OpenUIKit
import Synchronization
import Testing

/// Every reference screen, rasterized at 1, 2 and 7 threads, gives the same bytes: a frame
/// split into bands is the frame drawn whole, so snapshots do not depend on the machine.
@MainActor
@Suite(.snapshots(record: .missing)) struct BandDeterminismTests {
    /// Counts frames checked and frames whose bytes differed between thread counts.
    final class Tally: Sendable {
        private let counts = Mutex((frames: 0, mismatches: 0))
        func add(_ matched: Bool) { counts.withLock { $0.frames += 1; if !matched { $0.mismatches += 1 } } }
        var frames: Int { counts.withLock { $0.frames } }
        var mismatches: Int { counts.withLock { $0.mismatches } }
    }

    /// Runs `screens` with every frame checked at 1, 2 and 7 threads.
    private func checked(_ screens: () throws -> Void) rethrows -> Tally {
        let tally = Tally()
        try BandVerification.$threadCounts.withValue([1, 2, 7]) {
            try BandVerification.$report.withValue({ tally.add($0) }) { try screens() }
        }
        return tally
    }

    @Test func glassBarsMenusAndSheetsAreTheSameAtAnyThreadCount() throws {
        let tally = try checked {
            try TabBarReferenceTests().theFloatingTabBarMatchesItsReference()
            try ToolbarReferenceTests().theGlassToolbarMatchesItsReference()
            try NavigationReferenceTests().pushedListUnderTheGlassBarMatchesItsReference()
            try NavigationReferenceTests().aLargeTitleOverAListMatchesItsReference()
            try NavigationReferenceTests().aSearchBarUnderTheLargeTitleMatchesItsReference()
            try MenuReferenceTests().theGlassMenuMatchesItsReference()
            try MenuReferenceTests().aContextMenuMatchesItsReference()
            try AlertReferenceTests().theGlassAlertMatchesItsReference()
            try AlertReferenceTests().theGlassActionSheetMatchesItsReference()
            try PresentationReferenceTests().aMediumSheetFloatsOnGlass()
            try PresentationReferenceTests().aPopoverGrowsOutOfItsBarItem()
            GlassReferenceTests().textOnGlassMatchesItsReference()
            try GlassReferenceTests().textShapedGlassMatchesItsReference()
            EdgeEffectReferenceTests().softAndHardEdgeEffectsOverAScrolledTable()
        }
        #expect(tally.frames >= 13)
        #expect(tally.mismatches == 0, "\(tally.mismatches) of \(tally.frames) frames differed")
    }

    @Test func listsTextAndControlsAreTheSameAtAnyThreadCount() throws {
        let tally = try checked {
            ListReferenceTests().insetGroupedSettingsListMatchesItsReference()
            TableReferenceTests().groupedSettingsTableMatchesItsReference()
            try CarouselReferenceTests().centredCarouselMatchesItsReference()
            ScriptReferenceTests().scriptsMatchTheirReference()
            ScriptReferenceTests().decorationsMatchTheirReference()
            ScriptReferenceTests().textViewMatchesItsReference()
            for style in [UIUserInterfaceStyle.light, .dark] {
                let controls = ControlsReferenceTests()
                try controls.switchesMatchTheirReference(style: style)
                try controls.slidersMatchTheirReference(style: style)
                try controls.steppersMatchTheirReference(style: style)
                try controls.segmentedControlsMatchTheirReference(style: style)
                try controls.inlineAndCompactDatePickersMatchTheirReference(style: style)
                try controls.dateWheelsMatchTheirReference(style: style)
                try controls.indicatorsMatchTheirReference(style: style)
            }
            try ControlsReferenceTests().slidersWithTicksMatchTheirReference()
        }
        #expect(tally.frames >= 20)
        #expect(tally.mismatches == 0, "\(tally.mismatches) of \(tally.frames) frames differed")
    }
}

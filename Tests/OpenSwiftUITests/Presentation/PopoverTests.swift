import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Filters {
    var showsPopover = false
    var keepsPopoverWhenCompact = true
}

/// A button with a popover of filters.
private struct FilterButton: View {
    @Bindable var filters: Filters

    var body: some View {
        VStack {
            Spacer()
            Button("Filters") { filters.showsPopover = true }
                .popover(isPresented: $filters.showsPopover, arrowEdge: .top) {
                    VStack(alignment: .leading) {
                        Text("Only unwatched")
                        Text("Only favourites")
                    }
                    .frame(width: 200, height: 120)
                    .presentationCompactAdaptation(filters.keepsPopoverWhenCompact ? .popover : .automatic)
                }
            Spacer()
        }
    }
}

@MainActor
@Suite(.manualClock) struct PopoverTests {
    private func present(_ filters: Filters) throws -> (Hosted<FilterButton>, SheetHostingController) {
        let hosted = Hosted(FilterButton(filters: filters), size: CGSize(width: 390, height: 844), scale: 1)
        hosted.settle()
        let button = try #require(hosted.buttons.first)
        let frame = button.convert(button.bounds, to: nil)
        hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        hosted.settle()
        let popover = try #require(hosted.controller.presentedViewController as? SheetHostingController)
        return (hosted, popover)
    }

    @Test func aPopoverGrowsOutOfItsButtonAtItsContentsSize() throws {
        let filters = Filters()
        let (hosted, popover) = try present(filters)
        #expect(filters.showsPopover)
        #expect(popover.modalPresentationStyle == .popover)
        #expect(popover.preferredContentSize == CGSize(width: 200, height: 120))
        let presentation = try #require(popover.popoverPresentationController)
        #expect(presentation.adaptivePresentationStyle == .none, "kept as a popover on a phone, as its content asks")
        #expect(presentation.permittedArrowDirections == .up)
        let source = try #require(presentation.sourceView)
        #expect(source is ButtonControl, "it points at the button: \(source)")
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Only unwatched" })
        filters.showsPopover = false
        hosted.settle()
        #expect(hosted.controller.presentedViewController == nil)
    }

    @Test func onAPhoneAPopoverBecomesASheetUnlessItsContentSaysOtherwise() throws {
        let filters = Filters()
        filters.keepsPopoverWhenCompact = false
        let (hosted, popover) = try present(filters)
        #expect(popover.popoverPresentationController?.adaptivePresentationStyle == .pageSheet)
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Only favourites" })
    }

    @Test func anchorsResolveInTheViewsBoundsAndIgnoreBadValues() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(PopoverAttachmentAnchor.rect(.bounds).rect(in: bounds) == bounds)
        #expect(PopoverAttachmentAnchor.rect(.rect(CGRect(x: 5, y: 5, width: 10, height: 10))).rect(in: bounds) == CGRect(x: 15, y: 25, width: 10, height: 10))
        #expect(PopoverAttachmentAnchor.point(.bottom).rect(in: bounds) == CGRect(x: 60, y: 60, width: 0, height: 0))
        #expect(PopoverAttachmentAnchor.rect(.rect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))).rect(in: bounds) == bounds)
    }
}

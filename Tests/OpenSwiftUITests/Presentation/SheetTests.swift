import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenSwiftUI

@MainActor
@Observable
private final class Screen {
    var showsSheet = false
    var dismissals = 0
    var item: Film?
}

private struct Film: Identifiable, Equatable {
    let id: Int
    let title: String
}

/// A screen that presents a sheet of detents and a dismiss button.
private struct Presenter: View {
    @Bindable var screen: Screen

    var body: some View {
        Text("Home")
            .sheet(isPresented: $screen.showsSheet, onDismiss: { screen.dismissals += 1 }) {
                SheetBody().presentationDetents([.medium, .large]).presentationDragIndicator(.visible)
            }
            .fullScreenCover(item: $screen.item) { film in Text(film.title) }
    }
}

private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        Button(isPresented ? "Close" : "Not presented") { dismiss() }
    }
}

@MainActor
@Suite(.manualClock) struct SheetTests {
    @Test func turningTheBindingOnPresentsASheetWithItsDetents() throws {
        let screen = Screen()
        let hosted = Hosted(Presenter(screen: screen), size: CGSize(width: 390, height: 844), scale: 1)
        screen.showsSheet = true
        hosted.settle()
        let sheet = try #require(hosted.controller.presentedViewController as? SheetHostingController)
        let detents = try #require(sheet.sheetPresentationController?.detents.map(\.identifier))
        #expect(detents == [.medium, .large])
        #expect(sheet.view.backgroundColor == .clear, "the sheet's glass shows through its content")
        #expect(sheet.sheetPresentationController?.prefersGrabberVisible == true)
        let close = try #require(hosted.window.voiceOverOrder.first { $0.label == "Close" }, "the sheet's content knows it is presented")
        _ = close
    }

    @Test func dismissInsideTheSheetTurnsTheBindingOffAndCallsOnDismiss() throws {
        let screen = Screen()
        let hosted = Hosted(Presenter(screen: screen), size: CGSize(width: 390, height: 844), scale: 1)
        screen.showsSheet = true
        hosted.settle()
        let sheet = try #require(hosted.controller.presentedViewController as? SheetHostingController)
        let button = try #require(sheet.view.firstDescendant(ofType: ButtonControl.self))
        button.action()
        hosted.settle()
        #expect(!screen.showsSheet)
        #expect(hosted.controller.presentedViewController == nil)
        #expect(screen.dismissals == 1)
    }

    @Test func anItemPresentsAFullScreenCoverOfIt() throws {
        let screen = Screen()
        let hosted = Hosted(Presenter(screen: screen), size: CGSize(width: 390, height: 844), scale: 1)
        screen.item = Film(id: 1, title: "Metropolis")
        hosted.settle()
        let cover = try #require(hosted.controller.presentedViewController as? SheetHostingController)
        #expect(cover.modalPresentationStyle == .fullScreen)
        #expect(hosted.window.voiceOverOrder.contains { $0.label == "Metropolis" })
        screen.item = nil
        hosted.settle()
        #expect(hosted.controller.presentedViewController == nil)
    }

    @Test func detentsAreClamped() {
        #expect(PresentationDetent.fraction(.nan) == .fraction(1))
        #expect(PresentationDetent.fraction(3) == .fraction(1))
        #expect(PresentationDetent.height(-20) == .height(0))
    }
}

extension UIView {
    fileprivate func firstDescendant<T: UIView>(ofType type: T.Type) -> T? {
        for subview in subviews {
            if let match = subview as? T { return match }
            if let match = subview.firstDescendant(ofType: type) { return match }
        }
        return nil
    }
}

extension SheetTests {
    @Test func valuesHandedOverAsAnyCompareWithoutLookingIntoExistentials() {
        #expect(ViewComparison.same(1 as Any, 1 as Any))
        #expect(!ViewComparison.same(1 as Any, "1" as Any))
        #expect(!ViewComparison.same((1 as Any) as Any, ([1] as Any) as Any))
        let style = AnyPrimitiveButtonStyle(.bordered) as Any
        #expect(ViewComparison.same(style, AnyPrimitiveButtonStyle(.bordered) as Any))
    }
}

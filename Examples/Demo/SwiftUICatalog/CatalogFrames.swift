import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// Writes the SwiftUI catalog's frames, driven as a user would drive it (taps through the
/// window, typing into the search field's binding), each transition run to its end on the
/// manual clock: the films list, a film's context menu, its decades popover, a search, a film pushed, its card in
/// a sheet, the favourites tab's alert, the settings form and a row's swipe action.
@MainActor
func writeSwiftUICatalog(clock: MediaClock, write: (Data, String) throws -> Void) throws {
    let model = CatalogModel()
    model.films[1].isFavourite = true
    model.films[12].isFavourite = true
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    window.screen = UIScreen(bounds: window.bounds, scale: 2)
    window.rootViewController = UIHostingController(rootView: FilmCatalogView(model: model))
    window.makeKeyAndVisible()
    // Each change gets its frames, as the run loop gives an app's changes.
    func settle() {
        for _ in 0..<2 {
            window.layoutIfNeeded()
            clock.advance(by: 0.5)
        }
        window.layoutIfNeeded()
    }
    func frame(_ name: String) throws {
        settle()
        try write(window.renderedImage().pngData() ?? Data(), "swiftui-catalog-\(name).png")
    }
    func tap(_ point: CGPoint) {
        window.injectPointer(.began, at: point)
        window.injectPointer(.ended, at: point)
    }
    try frame("1-films")
    // A secondary click on the third film opens its context menu; a click outside closes it.
    if let row = frameOfText("The Last River 1", in: window) {
        window.injectSecondaryClick(at: CGPoint(x: row.midX, y: row.midY))
        try frame("2-context-menu")
        tap(CGPoint(x: 30, y: 860))
        settle()
    }
    model.showsDecades = true
    try frame("3-decades")
    model.showsDecades = false
    settle()
    model.search = "Frozen Garden"
    try frame("4-search")
    model.search = ""
    settle()
    // A tap on the second film of the list.
    tap(CGPoint(x: 120, y: frameOfText("The Golden River 1", in: window)?.midY ?? 330))
    try frame("5-detail")
    if let film = model.path.last.flatMap(model.film(id:)) { model.sheetFilm = film }
    try frame("6-sheet")
    model.sheetFilm = nil
    settle()
    model.tab = .favourites
    settle()
    model.confirmsClearing = true
    try frame("7-alert")
    model.confirmsClearing = false
    settle()
    model.tab = .settings
    try frame("8-settings")
    // Back in the list, a slow drag to the right across a film shows its Star action.
    model.tab = .films
    model.path = []
    settle()
    if let row = frameOfText("The Last River 1", in: window) {
        let start = CGPoint(x: 100, y: row.midY)
        window.injectPointer(.began, at: start)
        for step in 1...10 {
            clock.advance(by: 0.016)
            window.injectPointer(.moved, at: CGPoint(x: start.x + CGFloat(step) * 12, y: start.y))
        }
        clock.advance(by: 0.3)
        window.injectPointer(.moved, at: CGPoint(x: start.x + 120, y: start.y))
        window.injectPointer(.ended, at: CGPoint(x: start.x + 120, y: start.y))
        try frame("9-swipe")
    }
}

/// Where a label showing `text` sits in the window, if one does.
@MainActor
private func frameOfText(_ text: String, in view: UIView) -> CGRect? {
    if let label = view as? UILabel, label.text == text, label.window != nil {
        return label.convert(label.bounds, to: nil)
    }
    for subview in view.subviews {
        if let found = frameOfText(text, in: subview) { return found }
    }
    return nil
}

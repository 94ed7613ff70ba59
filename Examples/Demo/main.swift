import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit
import OpenSwiftUI
import SeedApps

// The OpenUIKit demo. With DISPLAY set it opens the glass screen in a window: click the
// buttons to merge and split the glass droplets and to materialize the card (set
// OPENUIKIT_DEMO_SCREEN=list for the film tabs: the long list and its carousel (drag or
// use the wheel, click a film for its sheet, the calendar for the decades popover, the
// ellipsis for a glass menu), the controls tab (switch, slider, stepper, page dots, spinner,
// pop-up menu, a date picker whose calendar opens in a popover) and the
// floating tab bar, which shrinks while the list scrolls down; OPENUIKIT_DEMO_SCREEN=swiftui
// for the same catalog written in SwiftUI; OPENUIKIT_DEMO_SCREEN=invoices for the invoices
// screen's glass, OPENUIKIT_DEMO_SCREEN=accessible-glass for glass under the accessibility
// settings, with switches, OPENUIKIT_DEMO_SCREEN=inbox and films for UIKit's observation
// tracking and glass). Without a display it
// writes PNG frames: the OpenCoreGraphics tour, a UIKit screen before and after its
// @Observable model changes, the glass screen's animations sampled on a clock, SwiftUI
// cards animating with withAnimation, the SwiftUI film catalog (list, search, detail,
// sheet, alert, settings form), the long list with its popover and sheet, and the invoices,
// accessible-glass, inbox and films screens.

if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty, CommandLine.arguments.count < 2 {
    MainActor.assumeIsolated {
        UIApplication.launch(delegate: GlassDemoAppDelegate())
        UIApplication.runMainLoop()
    }
}

let outputDirectory = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "out", isDirectory: true)

func write(_ data: Data, _ name: String) throws {
    try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
    let url = outputDirectory.appendingPathComponent(name)
    try data.write(to: url)
    print("Wrote \(url.path)")
}

do {
    let canvas = CGSize(width: 1200, height: 860)
    let context = try CGContext.bitmap(width: Int(canvas.width), height: Int(canvas.height))
    context.translateBy(x: 0, y: canvas.height)
    context.scaleBy(x: 1, y: -1)
    DemoScene.draw(in: context, size: canvas)
    try write(context.makeImage()!.pngData(), "opencoregraphics-demo.png")

    let model = FilmDetailModel()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = FilmDetailViewController(model: model)
    window.makeKeyAndVisible()
    try write(window.renderedImage().pngData() ?? Data(), "film-detail-1.png")

    // Only updateProperties() and the poster's draw(_:) re-run for these changes.
    model.title = "Up"
    model.tagline = "Adventure is out there."
    model.progress = 0.8
    model.accent = .systemOrange
    window.traitOverrides.userInterfaceStyle = .dark
    try write(window.renderedImage().pngData() ?? Data(), "film-detail-2-dark.png")

    // Dynamic Type: the labels re-scale, and the layout that reads the traits re-runs.
    window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
    try write(window.renderedImage().pngData() ?? Data(), "film-detail-3-accessibility-text.png")

    // The glass screen, its animations sampled at fixed times on a manual clock.
    let clock = MediaClock.current
    clock.useManualTime()
    let glassWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    glassWindow.screen = UIScreen(bounds: glassWindow.bounds, scale: 2)
    let glass = GlassDemoViewController()
    glassWindow.rootViewController = glass
    glassWindow.makeKeyAndVisible()
    try write(glassWindow.renderedImage().pngData() ?? Data(), "glass-1-apart.png")
    glass.toggleMerge()
    glass.toggleCard()
    clock.advance(by: 0.2)
    try write(glassWindow.renderedImage().pngData() ?? Data(), "glass-2-merging.png")
    clock.advance(by: 1.5)
    try write(glassWindow.renderedImage().pngData() ?? Data(), "glass-3-merged.png")
    // The search field typed into as the window's keyboard would (keys through the
    // responder chain), then a word selected with Shift-Option-Left.
    glass.searchField.becomeFirstResponder()
    for character in "Toy Story 5" {
        let typed = String(character)
        glassWindow.injectKey(.keyboardSpacebar, characters: typed, charactersIgnoringModifiers: typed)
    }
    glassWindow.injectKey(.keyboardLeftArrow, modifiers: [.alternate, .shift])
    clock.advance(by: 0.1)
    try write(glassWindow.renderedImage().pngData() ?? Data(), "glass-4-search.png")
    // A SwiftUI screen: cards that widen in a bouncy spring when their model changes.
    try writeSwiftUICards(clock: clock, write: write)
    // The SwiftUI catalog: the list app below, written in SwiftUI.
    try writeSwiftUICatalog(clock: clock, write: write)
    clock.useSystemTime()

    // The long list: its featured carousel paged on, then 10,000 films scrolled far down,
    // with two favourites toggled (only those two rows' configuration handlers run again).
    let listWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    listWindow.screen = UIScreen(bounds: listWindow.bounds, scale: 2)
    let list = FilmListViewController()
    let tabs = FilmTabs.make(list: list)
    listWindow.rootViewController = tabs
    listWindow.makeKeyAndVisible()
    clock.useManualTime()
    list.rows[1].isFavourite = true
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-1.png")
    list.collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .centeredHorizontally, animated: false)
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-2-featured.png")
    // Scrolled down, the tab bar shrinks to its selected tab.
    list.collectionView.scrollToItem(at: IndexPath(item: 500, section: 7), at: .top, animated: false)
    list.rows[6_502].isFavourite = true
    listWindow.layoutIfNeeded()
    clock.advance(by: 1)
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-3-scrolled.png")

    // The decades popover grown out of the calendar bar item, then a film's card in a
    // glass sheet at its medium detent (both animations run to their end on the clock).
    list.showDecadePicker()
    clock.advance(by: 1)
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-4-popover.png")
    list.dismiss(animated: false)
    list.collectionView(list.collectionView, didSelectItemAt: IndexPath(item: 502, section: 7))
    clock.advance(by: 1)
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-5-sheet.png")
    // The favourites tab, chosen in code.
    list.dismiss(animated: false)
    tabs.selectedIndex = 1
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-6-favourites-tab.png")
    // Its trash item asks first, in a glass alert.
    (tabs.selectedViewController as? UINavigationController)?.viewControllers.first.flatMap { $0 as? FavouritesViewController }?.confirmClearing()
    clock.advance(by: 1)
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-7-alert.png")
    // Back on the films tab, the ellipsis item's glass menu, clicked open.
    listWindow.rootViewController?.presentedViewController?.dismiss(animated: false)
    tabs.selectedIndex = 0
    listWindow.layoutIfNeeded()
    let ellipsis = CGPoint(x: 402 - 16 - 44 - 8 - 22, y: listWindow.safeAreaInsets.top + 22)
    listWindow.injectPointer(.began, at: ellipsis)
    listWindow.injectPointer(.ended, at: ellipsis)
    clock.advance(by: 1)
    try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-8-menu.png")
    // A click outside the menu closes it; then a search for the frozen gardens, filtered
    // as the search bar under the title would filter it while typed into.
    listWindow.injectPointer(.began, at: CGPoint(x: 20, y: 600))
    listWindow.injectPointer(.ended, at: CGPoint(x: 20, y: 600))
    clock.advance(by: 1)
    if let search = list.navigationItem.searchController {
        search.isActive = true
        search.searchBar.text = "Frozen Garden"
        list.updateSearchResults(for: search)
        list.collectionView.contentOffset.y = -list.collectionView.adjustedContentInset.top
        clock.advance(by: 1)
        try write(listWindow.renderedImage().pngData() ?? Data(), "film-list-9-search.png")
        search.searchBar.text = ""
        search.isActive = false
        clock.advance(by: 1)
    }
    tabs.selectedIndex = 3
    listWindow.layoutIfNeeded()
    clock.advance(by: 1)
    try write(listWindow.renderedImage().pngData() ?? Data(), "controls-1.png")
    // The due date's calendar, clicked open in a popover under it.
    if let controls = (tabs.selectedViewController as? UINavigationController)?.topViewController as? ControlsViewController {
        let picker = controls.dueDate
        let field = picker.convert(CGPoint(x: picker.bounds.maxX - 40, y: picker.bounds.midY), to: nil)
        listWindow.injectPointer(.began, at: field)
        listWindow.injectPointer(.ended, at: field)
        clock.advance(by: 1)
        try write(listWindow.renderedImage().pngData() ?? Data(), "controls-2-date-popover.png")
    }
    // The example apps' screens.
    let examples: [(String, () -> UIViewController)] = [
        ("invoices", { UIHostingController(rootView: InvoiceListScreen()) }),
        ("accessible-glass", { UIHostingController(rootView: AccessibleGlassScreen()) }),
        ("inbox", { InboxViewController.app() }),
        ("films", { FilmPlayerViewController() }),
    ]
    for (name, makeScreen) in examples {
        let exampleWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
        exampleWindow.screen = UIScreen(bounds: exampleWindow.bounds, scale: 2)
        exampleWindow.rootViewController = makeScreen()
        exampleWindow.makeKeyAndVisible()
        clock.advance(by: 1)
        try write(exampleWindow.renderedImage().pngData() ?? Data(), "\(name).png")
    }
    clock.useSystemTime()
} catch {
    FileHandle.standardError.write(Data("demo failed: \(error)\n".utf8))
    exit(1)
}

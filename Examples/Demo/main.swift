import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit
import OpenSwiftUI
import SeedApps

// The OpenUIKit demo. With a display (WAYLAND_DISPLAY or DISPLAY) it opens a window with a launcher: a list of the
// demo's screens (glass droplets, the film tabs with their list, sheets, popovers, menus
// and controls, the same catalog in SwiftUI, and the example apps: invoices, accessible
// glass, inbox, film player and Grow). Each opens in a sheet; drag it down or press Escape
// to come back. OPENUIKIT_DEMO_SCREEN=<name> opens one at once (glass, list, swiftui,
// invoices, accessible-glass, inbox, films, grow). Without a display it writes PNG frames:
// the OpenCoreGraphics tour, a UIKit screen before and after its @Observable model
// changes, the glass screen's animations sampled on a clock, SwiftUI cards animating with
// withAnimation, the SwiftUI film catalog (list, search, detail, sheet, alert, settings
// form), the long list with its popover and sheet, the launcher, and each example app.

let environment = ProcessInfo.processInfo.environment
let hasDisplay = ["WAYLAND_DISPLAY", "DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
if hasDisplay, environment["OPENUIKIT_HOST"]?.lowercased() != "headless", CommandLine.arguments.count < 2 {
    MainActor.assumeIsolated {
        UIApplication.launch(delegate: DemoAppDelegate())
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
    // The launcher, then each example app's screen opened from it.
    let launcherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    launcherWindow.screen = UIScreen(bounds: launcherWindow.bounds, scale: 2)
    launcherWindow.windowSafeAreaInsets = UIEdgeInsets(top: 62, left: 0, bottom: 34, right: 0)
    let launcherNavigation = DemoLauncherViewController.make()
    launcherWindow.rootViewController = launcherNavigation
    launcherWindow.makeKeyAndVisible()
    clock.advance(by: 1)
    try write(launcherWindow.renderedImage().pngData() ?? Data(), "launcher.png")
    let launcher = launcherNavigation.viewControllers[0] as! DemoLauncherViewController
    for screen in [DemoScreen.invoices, .accessibleGlass, .inbox, .films, .grow] {
        launcher.open(screen, animated: true)
        launcherWindow.layoutIfNeeded()
        clock.advance(by: 1)
        launcherWindow.layoutIfNeeded()
        try write(launcherWindow.renderedImage().pngData() ?? Data(), "\(screen.rawValue).png")
        // Escape closes the screen, as in the window.
        launcherWindow.injectKey(.keyboardEscape)
        launcherWindow.layoutIfNeeded()
        clock.advance(by: 1)
        if launcher.presentedViewController != nil {
            FileHandle.standardError.write(Data("Escape did not close \(screen.title)\n".utf8))
            launcher.dismiss(animated: false)
        }
    }
    clock.useSystemTime()
} catch {
    FileHandle.standardError.write(Data("demo failed: \(error)\n".utf8))
    exit(1)
}

import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Records what a search bar's delegate, a search controller's delegate and its updater hear.
@MainActor
private final class SearchJournal: UISearchBarDelegate, UISearchControllerDelegate, UISearchResultsUpdating {
    var entries: [String] = []
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { entries.append("text \(searchText)") }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("begin") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { entries.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { entries.append("scope \(selectedScope)") }
    func willPresentSearchController(_ searchController: UISearchController) { entries.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { entries.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { entries.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { entries.append("didDismiss") }
    func updateSearchResults(for searchController: UISearchController) {
        entries.append("update \(searchController.isActive) \(searchController.searchBar.text ?? "")")
    }
}

@MainActor
@Suite("Search", .manualClock)
struct UISearchControllerTests {
    private func tap(_ view: UIView, in window: UIWindow) {
        window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    @Test func aSearchBarTellsItsDelegateAndMakesRoomForItsCancelButton() throws {
        let window = presentationScene(UIViewController())
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 52))
        let journal = SearchJournal()
        bar.delegate = journal
        window.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(bar.placeholder == "Search" && bar.searchTextField.frame == CGRect(x: 16, y: 8, width: 358, height: 36))
        tap(bar.searchTextField, in: window)
        window.typeText("fern")
        window.pressKey(.keyboardReturnOrEnter)
        #expect(journal.entries == ["begin", "text f", "text fe", "text fer", "text fern", "search"], "\(journal.entries)")
        bar.showsCancelButton = true
        #expect(bar.searchTextField.frame.width == 358 - 44 && bar.cancelButton.frame.maxX == 374)
        tap(bar.cancelButton, in: window)
        #expect(journal.entries.last == "cancel" && bar.text == "fern", "the bar leaves ending the search to its delegate")
    }

    private func scene(results: UIViewController?) -> (UIWindow, UINavigationController, TallScreen, UISearchController, SearchJournal) {
        let screen = TallScreen(title: "Plants")
        let search = UISearchController(searchResultsController: results)
        let journal = SearchJournal()
        search.searchResultsUpdater = journal
        search.delegate = journal
        screen.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = true
        let window = presentationScene(navigation)
        window.layoutIfNeeded()
        return (window, navigation, screen, search, journal)
    }

    @Test func theSearchBarStacksUnderTheLargeTitleAndCollapsesFirst() throws {
        let (window, navigation, screen, search, _) = scene(results: nil)
        let bar = navigation.navigationBar
        #expect(isClose(bar.frame.height, 47 + 44 + 52 + 52), "status bar, row, large title, search: \(bar.frame)")
        #expect(isClose(screen.scrollView.adjustedContentInset.top, 47 + 44 + 52 + 52))
        let field = search.searchBar.convert(search.searchBar.searchTextField.frame, to: window)
        #expect(isClose(field.minY, 47 + 44 + 52 + 8) && isClose(field.minX, 16), "\(field)")
        screen.scrollView.contentOffset.y += 30
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52 + 22), "the search bar goes first: \(bar.frame)")
        #expect(isClose(bar.largeTitleClip.frame.height, 52))
        screen.scrollView.contentOffset.y += 60
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 14) && bar.searchClip.frame.height == 0, "then the large title: \(bar.frame)")
        screen.scrollView.contentOffset.y -= 90
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52 + 52), "both come back at the top")

        screen.navigationItem.hidesSearchBarWhenScrolling = false
        screen.scrollView.contentOffset.y += 200
        window.layoutIfNeeded()
        #expect(isClose(bar.frame.height, 47 + 44 + 52) && isClose(bar.searchClip.frame.height, 52), "a kept search bar stays: \(bar.frame)")
    }

    @Test func tappingTheFieldActivatesSearchTypingUpdatesAndCancelEnds() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let results = UIViewController()
        let (window, navigation, _, search, journal) = scene(results: results)
        tap(search.searchBar.searchTextField, in: window)
        #expect(search.isActive && search.searchBar.showsCancelButton && search.searchBar.isFirstResponder)
        #expect(journal.entries == ["willPresent", "didPresent", "update true "], "\(journal.entries)")
        let cover = try #require(search.viewIfLoaded)
        #expect(cover.superview === navigation.view && isClose(cover.frame.minY, navigation.navigationBar.frame.maxY))
        finishTransitions(in: window)
        let bar = navigation.navigationBar
        #expect(isClose(bar.frame.height, 47 + 52), "the row and the large title make way: \(bar.frame)")
        let field = search.searchBar.convert(search.searchBar.searchTextField.frame, to: window)
        #expect(isClose(field.minY, 47 + 8) && bar.titleLabel.alpha == 0 && bar.largeTitleClip.frame.height == 0)
        #expect(results.viewIfLoaded?.window == nil, "no results before there is text: the screen is dimmed")
        window.typeText("mo")
        #expect(journal.entries.suffix(2) == ["update true m", "update true mo"])
        #expect(results.view.window === window && results.view.frame == cover.bounds && results.parent === search)
        finishTransitions(in: window)
        tap(search.searchBar.cancelButton, in: window)
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.showsCancelButton)
        finishTransitions(in: window)
        #expect(isClose(bar.frame.height, 47 + 44 + 52 + 52) && bar.largeTitleClip.alpha == 1, "the bar comes back: \(bar.frame)")
        #expect(cover.superview == nil && results.parent == nil && search.parent == nil)
        #expect(journal.entries.suffix(3) == ["willDismiss", "didDismiss", "update false "], "\(journal.entries)")
    }

    @Test func aTapOnTheDimmedScreenEndsTheSearch() throws {
        let (window, navigation, _, search, _) = scene(results: nil)
        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        #expect(isClose(navigation.navigationBar.frame.height, 47 + 44 + 52 + 52), "asked to, the bar stays whole")
        #expect(search.searchBar.isFirstResponder)
        window.tap(at: CGPoint(x: 200, y: 600))
        #expect(!search.isActive && !search.searchBar.isFirstResponder)
    }

    @Test func theScopeBarShowsWhileSearchingAndPickingAScopeUpdatesTheResults() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, navigation, _, search, journal) = scene(results: UIViewController())
        search.searchBar.scopeButtonTitles = ["All", "Ferns", "Mosses"]
        search.searchBar.delegate = journal
        let bar = navigation.navigationBar
        #expect(!search.searchBar.showsScopeBar && isClose(bar.frame.height, 47 + 44 + 52 + 52), "no scope bar at rest")
        search.isActive = true
        finishTransitions(in: window)
        #expect(search.searchBar.showsScopeBar && isClose(bar.frame.height, 47 + 52 + 44), "it comes with the search: \(bar.frame)")
        #expect(isClose(search.view.frame.minY, bar.frame.maxY), "the cover starts under it")
        let scope = search.searchBar.scopeBar
        let second = scope.convert(CGPoint(x: scope.bounds.width / 2, y: scope.bounds.midY), to: window)
        journal.entries = []
        window.tap(at: second)
        #expect(search.searchBar.selectedScopeButtonIndex == 1)
        #expect(journal.entries == ["scope 1", "update true "], "\(journal.entries)")
        search.isActive = false
        finishTransitions(in: window)
        #expect(!search.searchBar.showsScopeBar && isClose(bar.frame.height, 47 + 44 + 52 + 52), "and goes with it")

        search.scopeBarActivation = .onTextEntry
        search.isActive = true
        #expect(!search.searchBar.showsScopeBar)
        window.typeText("f")
        #expect(search.searchBar.showsScopeBar, "once something is typed")
    }

    @Test func anInLinePlacementWaitsBehindASearchButton() throws {
        TestClock.start()
        defer { TestClock.stop() }
        let screen = TallScreen(title: "Plants")
        let search = UISearchController(searchResultsController: nil)
        screen.navigationItem.searchController = search
        screen.navigationItem.preferredSearchBarPlacement = .integrated
        let navigation = UINavigationController(rootViewController: screen)
        let window = presentationScene(navigation)
        let bar = navigation.navigationBar
        #expect(screen.navigationItem.searchBarPlacement == .integratedButton)
        #expect(isClose(bar.frame.height, 47 + 44) && isClose(screen.scrollView.adjustedContentInset.top, 47 + 44), "no search row")
        let button = try #require(bar.groupViews.last)
        #expect(button.edge == .trailing)
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        finishTransitions(in: window)
        #expect(search.isActive && search.searchBar.isFirstResponder)
        #expect(isClose(bar.frame.height, 47 + 52) && isClose(bar.searchClip.frame.height, 52), "the search bar opens: \(bar.frame)")
        search.isActive = false
        finishTransitions(in: window)
        #expect(isClose(bar.frame.height, 47 + 44) && bar.groupViews.count == 1, "and closes behind its button again")
    }

    @Test func badScopeInputIsClampedNotFatal() {
        let bar = UISearchBar()
        bar.selectedScopeButtonIndex = 5
        #expect(bar.selectedScopeButtonIndex == 0, "no scopes: nothing to select")
        bar.showsScopeBar = true
        #expect(bar.barHeight == 52, "a scope bar without scopes takes no room")
        bar.scopeButtonTitles = ["All", "Ferns"]
        #expect(bar.barHeight == UISearchBar.barHeight + UISearchBar.scopeRowHeight)
        bar.selectedScopeButtonIndex = 99
        #expect(bar.selectedScopeButtonIndex == 1)
        bar.selectedScopeButtonIndex = -4
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.scopeButtonTitles = nil
        #expect(bar.barHeight == 52 && bar.scopeBar.numberOfSegments == 0)
    }
}


import Foundation
import OpenUIKitTesting
import Testing
@testable @_spi(OpenUIKit) import OpenUIKit

/// Journals a standalone bar's pushes and pops, refusing the items it is told to.
@MainActor
private final class BarJournal: UINavigationBarDelegate {
    var entries: [String] = []
    var refused: Set<String> = []
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        entries.append("should push \(item.title ?? "")")
        return !refused.contains(item.title ?? "")
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { entries.append("did push \(item.title ?? "")") }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        entries.append("should pop \(item.title ?? "")")
        return !refused.contains(item.title ?? "")
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { entries.append("did pop \(item.title ?? "")") }
}

@MainActor
@Suite("UINavigationBarDelegate", .serialized)
struct UINavigationBarDelegateTests {
    @Test func aStandaloneBarAsksItsDelegateAndItsBackButtonPops() throws {
        let window = presentationScene(UIViewController())
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        window.addSubview(bar)
        let journal = BarJournal()
        bar.delegate = journal
        bar.pushItem(UINavigationItem(title: "Garden"), animated: false)
        bar.pushItem(UINavigationItem(title: "Ferns"), animated: false)
        journal.refused = ["Mosses"]
        bar.pushItem(UINavigationItem(title: "Mosses"), animated: false)
        #expect(bar.items?.map(\.title) == ["Garden", "Ferns"])
        #expect(journal.entries == ["should push Garden", "did push Garden", "should push Ferns", "did push Ferns", "should push Mosses"])
        bar.layoutIfNeeded()
        let back = try #require(bar.backButton)
        window.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window))
        #expect(bar.items?.map(\.title) == ["Garden"] && journal.entries.suffix(2) == ["should pop Ferns", "did pop Ferns"])
        journal.refused = ["Garden"]
        #expect(bar.popItem(animated: false) == nil && bar.topItem?.title == "Garden", "a refused pop leaves the item")
    }

    @Test func aControllersBarKeepsItsController() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let journal = BarJournal()
        navigation.navigationBar.delegate = journal
        #expect(navigation.navigationBar.delegate == nil, "refused, as UIKit refuses it")
    }
}

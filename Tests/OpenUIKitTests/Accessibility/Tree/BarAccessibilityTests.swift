import Foundation
@testable import OpenUIKit
import Testing

@MainActor
@Suite(.serialized) struct BarAccessibilityTests {
    @Test func theNavigationBarIsReadFirstWithItsTitleAsAHeading() throws {
        let first = UIViewController(), second = UIViewController()
        first.title = "Plants"
        second.title = "Fern"
        let add = UIBarButtonItem(systemItem: .add)
        second.navigationItem.rightBarButtonItem = add
        let navigation = UINavigationController(rootViewController: first)
        let window = presentationScene(navigation)
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        let body = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 20))
        body.text = "Water weekly"
        second.view.addSubview(body)

        let order = window.voiceOverOrder
        #expect(order.map(\.label) == ["Plants", "Fern", "Add", "Water weekly"], "\(order.map(\.label))")
        #expect(order[0].traits == .button)
        #expect(order[1].traits.contains(.header))
        #expect(order[2].traits == .button)
        // The bar is a group of its own, so content scrolled under it comes after.
        #expect(window.accessibilityTree.children.first?.object === navigation.navigationBar)
    }

    @Test func tabsAreButtonsInATabBarWithTheChosenOneSelected() throws {
        let a = UIViewController(), b = UIViewController()
        a.tabBarItem = UITabBarItem(title: "Garden", image: nil, tag: 0)
        b.tabBarItem = UITabBarItem(title: "Journal", image: nil, tag: 1)
        b.tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let window = presentationScene(tabs)
        let bar = try #require(window.accessibilityTree.children.last)
        #expect(bar.object === tabs.tabBar && bar.traits == .tabBar && !bar.isElement)
        #expect(bar.children.map(\.label) == ["Garden", "Journal"])
        #expect(bar.children.map(\.traits) == [[.button, .selected], .button])
        #expect(bar.children[1].value == "3")
    }

    @Test func aSheetHidesThePresentingScreenFromVoiceOver() {
        let root = UIViewController()
        let behind = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 20))
        behind.text = "Behind"
        root.view.addSubview(behind)
        let window = presentationScene(root)
        let sheet = UIViewController()
        let front = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 20))
        front.text = "In the sheet"
        sheet.view.addSubview(front)
        #expect(window.voiceOverOrder.map(\.label) == ["Behind"])
        root.present(sheet, animated: false)
        finishTransitions(in: window)
        #expect(window.voiceOverOrder.map(\.label) == ["In the sheet"])
    }
}

import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct TraitChangeTests {
    @Test func registeredHandlersRunForTheirTraitsOnly() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.layoutIfNeeded()
        var styles: [UIUserInterfaceStyle] = []
        var contrastChanges = 0
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous: UITraitCollection) in
            styles.append(changed.traitCollection.userInterfaceStyle)
            #expect(previous.userInterfaceStyle == .light)
        }
        let contrast = view.registerForTraitChanges([UITraitAccessibilityContrast.self]) { (_: UIView, _: UITraitCollection) in
            contrastChanges += 1
        }
        window.traitOverrides.userInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(styles == [.dark])
        #expect(contrastChanges == 0)
        view.unregisterForTraitChanges(contrast)
        window.traitOverrides.accessibilityContrast = .high
        window.layoutIfNeeded()
        #expect(contrastChanges == 0)
        #expect(styles == [.dark])
    }
}

import Foundation
import OpenUIKitShim
import Testing

/// A model object as UIKit code declares them: an `NSObject` subclass with its own
/// equality, hash and description.
final class Song: NSObject {
    let title: String
    init(title: String) {
        self.title = title
        super.init()
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? Song)?.title == title }
    override var hash: Int { title.hashValue }
    override var description: String { "Song(\(title))" }
}

/// A view that describes itself, as views in UIKit apps often do.
final class SongCell: UIView {
    override var description: String { "SongCell" }
}

/// A colour subclass, which UIKit allows.
final class BrandColor: UIColor, @unchecked Sendable {}

@MainActor
@Suite struct AppleClassHierarchyTests {
    @Test func uikitObjectsAreNSObjects() {
        let objects: [NSObject] = [
            UIView(), UIViewController(), UIWindow(), CALayer(), UIColor.systemBlue, UIFont.systemFont(ofSize: 12),
            UIImage(), UIBezierPath(), UITapGestureRecognizer(), UIGlassEffect(), UITraitCollection(),
            UIAction { _ in }, NSParagraphStyle.default, UIScreen.main, CABasicAnimation(),
        ]
        // NSObject's identity equality holds unless a class compares values.
        #expect(objects.allSatisfy { $0.isEqual($0) && !$0.isEqual(NSObject()) && $0.hash == $0.hash })
        let element: UIMenuElement = UIAction(title: "Play", subtitle: "Trailer") { _ in }
        #expect(element.title == "Play" && element.subtitle == "Trailer")
    }

    @Test func overridesOfEqualityHashAndDescriptionAreUsed() {
        #expect(Song(title: "Up") == Song(title: "Up"))
        #expect(Set([Song(title: "Up"), Song(title: "Up"), Song(title: "Cars")]).count == 2)
        #expect(String(describing: Song(title: "Up")) == "Song(Up)")
        #expect("\(SongCell())" == "SongCell")
        #expect(UIView() != UIView())
    }

    @Test func valueLikeClassesCompareByValue() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Set([UIColor(white: 0.5, alpha: 1), UIColor(white: 0.5, alpha: 1)]).count == 1)
        #expect(UIFont.systemFont(ofSize: 14) == UIFont.systemFont(ofSize: 14))
        #expect(UITraitCollection(userInterfaceStyle: .dark) == UITraitCollection { $0.userInterfaceStyle = .dark })
        #expect(UITraitCollection(userInterfaceStyle: .dark) != UITraitCollection(userInterfaceStyle: .light))
        let brand = BrandColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        #expect(brand.cgColor.components?[1] == 0.5)
    }

    @Test func paragraphStylesCopyAsInUIKit() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        style.alignment = .center
        #expect(NSParagraphStyle.default.alignment == .natural)
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(frozen.alignment == .center)
        #expect(frozen == style)
    }

    @Test func traitCollectionsAreImmutableAndModifiedByCopy() {
        let base = UITraitCollection(userInterfaceStyle: .light)
        let dark = base.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(base.userInterfaceStyle == .light)
        #expect(dark.userInterfaceStyle == .dark)
        let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
        #expect(merged.userInterfaceStyle == .dark && merged.accessibilityContrast == .high)

        let view = UIView()
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(!view.traitOverrides.contains(UITraitAccessibilityContrast.self))
        view.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
    }
}

/// A custom control that describes itself to VoiceOver by overriding UIKit's properties.
final class RatingView: UIView {
    var stars = 3
    override var isAccessibilityElement: Bool {
        get { true }
        set {}
    }
    override var accessibilityLabel: String? {
        get { "Rating" }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(stars) stars" }
        set {}
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }
}

@MainActor
@Suite struct AccessibilityOverrideTests {
    @Test func overriddenAccessibilityPropertiesAreRead() {
        let view: UIView = RatingView()
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Rating")
        #expect(view.accessibilityValue == "3 stars")
        #expect(view.accessibilityTraits == .adjustable)
    }
}

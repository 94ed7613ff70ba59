import Foundation

/// How a bar's background looks: the effect, colour, image and shadow line behind its
/// items. Bars copy appearances when you assign them.
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// ```
///
/// In iOS 26 the default background is no background at all: the bar's items float on
/// glass and content scrolling under the bar fades through the scroll edge effect. An
/// opaque background covers the content; a transparent one shows it unfaded.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, NSCopying {
    /// An appearance with the default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`.
    public required init(barAppearance: UIBarAppearance) {
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        showsScrollEdgeEffect = barAppearance.showsScrollEdgeEffect
        super.init()
    }

    /// A blur behind the bar, under `backgroundColor`.
    open var backgroundEffect: UIBlurEffect?
    /// A colour behind the bar's items, over the effect.
    open var backgroundColor: UIColor?
    /// An image behind the bar's items, over the colour, filling the bar.
    open var backgroundImage: UIImage?
    /// The colour of the hairline along the bar's bottom edge; `nil` or clear draws none.
    open var shadowColor: UIColor?
    /// Whether content under the bar fades through the scroll edge effect (the default
    /// background's look).
    var showsScrollEdgeEffect = true

    /// The system's background: in iOS 26 none, with the scroll edge effect under the bar.
    open func configureWithDefaultBackground() {
        configure(color: nil, shadow: nil, edgeEffect: true)
    }

    /// An opaque background in the system background colour with a hairline shadow.
    open func configureWithOpaqueBackground() {
        configure(color: .systemBackground, shadow: .separator, edgeEffect: false)
    }

    /// No background, no shadow and no scroll edge effect: content shows under the bar as it is.
    open func configureWithTransparentBackground() {
        configure(color: nil, shadow: nil, edgeEffect: false)
    }

    private func configure(color: UIColor?, shadow: UIColor?, edgeEffect: Bool) {
        backgroundEffect = nil
        backgroundColor = color
        backgroundImage = nil
        shadowColor = shadow
        showsScrollEdgeEffect = edgeEffect
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copied() }
    }

    /// A copy of the same class, as bars keep them.
    func copied() -> Self { Self(barAppearance: self) }
}

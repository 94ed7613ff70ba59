import Foundation
import OpenUIKit

/// A device to render a snapshot on: its screen size in points, its safe-area insets and
/// its traits (display scale, size classes, idiom).
///
/// The same type swift-snapshot-testing offers on iOS, with presets for current phones:
///
/// ```swift
/// assertSnapshot(of: controller, as: .image(on: .iPhone16Pro))
/// assertSnapshot(of: CardView(), as: .image(layout: .device(config: .iPhone13(.landscape))))
/// ```
public struct ViewImageConfig: Sendable {
    /// A phone's orientation.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// The insets the device's sensor housing, status bar and home indicator take.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; `nil` uses the view's own size.
    public var size: CGSize?
    /// The device's traits.
    public var traits: UITraitCollection

    /// A configuration.
    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

extension ViewImageConfig {
    /// iPhone SE (2nd and 3rd generation) and iPhone 8: 375 × 667 at 2×.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE in an orientation.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 667, scale: 2, sensorInset: 20, homeIndicator: false, wide: false, orientation)
    }

    /// iPhone 8 Plus: 414 × 736 at 3×.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in an orientation.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 736, scale: 3, sensorInset: 20, homeIndicator: false, wide: true, orientation)
    }

    /// iPhone X, XS and 11 Pro: 375 × 812 at 3×.
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X in an orientation.
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 812, scale: 3, sensorInset: 44, homeIndicator: true, wide: false, orientation)
    }

    /// iPhone 13 and 14: 390 × 844 at 3×.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in an orientation.
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 390, height: 844, scale: 3, sensorInset: 47, homeIndicator: true, wide: false, orientation)
    }

    /// iPhone 13 Pro Max and 14 Plus: 428 × 926 at 3×.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in an orientation.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 428, height: 926, scale: 3, sensorInset: 47, homeIndicator: true, wide: true, orientation)
    }

    /// iPhone 16 and 15: 393 × 852 at 3×, with the Dynamic Island.
    public static let iPhone16 = iPhone16(.portrait)
    /// iPhone 16 in an orientation.
    public static func iPhone16(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 393, height: 852, scale: 3, sensorInset: 59, homeIndicator: true, wide: false, orientation)
    }

    /// iPhone 16 Pro and 17 Pro: 402 × 874 at 3×, OpenUIKit's default screen.
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// iPhone 16 Pro in an orientation.
    public static func iPhone16Pro(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 402, height: 874, scale: 3, sensorInset: 62, homeIndicator: true, wide: false, orientation)
    }

    /// iPhone 16 Pro Max and 17 Pro Max: 440 × 956 at 3×.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// iPhone 16 Pro Max in an orientation.
    public static func iPhone16ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 440, height: 956, scale: 3, sensorInset: 62, homeIndicator: true, wide: true, orientation)
    }

    /// iPad Pro 11-inch in portrait: 834 × 1194 at 2×, regular in both size classes.
    public static let iPadPro11 = ViewImageConfig(
        safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0), size: CGSize(width: 834, height: 1194),
        traits: UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceIdiom: .pad),
            UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        ]))

    /// A phone's configuration. In landscape the sensor side's inset moves to both sides
    /// (phones without a notch hide the status bar) and the home indicator takes 21 points;
    /// the widest phones are regular-width in landscape.
    private static func phone(
        width: CGFloat, height: CGFloat, scale: CGFloat, sensorInset: CGFloat, homeIndicator: Bool, wide: Bool,
        _ orientation: Orientation
    ) -> ViewImageConfig {
        let safeArea: UIEdgeInsets
        let size: CGSize
        let sizeClasses: (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
        switch orientation {
        case .portrait:
            safeArea = UIEdgeInsets(top: sensorInset, left: 0, bottom: homeIndicator ? 34 : 0, right: 0)
            size = CGSize(width: width, height: height)
            sizeClasses = (.compact, .regular)
        case .landscape:
            let side: CGFloat = homeIndicator ? sensorInset : 0
            safeArea = UIEdgeInsets(top: 0, left: side, bottom: homeIndicator ? 21 : 0, right: side)
            size = CGSize(width: height, height: width)
            sizeClasses = (wide ? .regular : .compact, .compact)
        }
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: sizeClasses.horizontal),
            UITraitCollection(verticalSizeClass: sizeClasses.vertical),
        ])
        return ViewImageConfig(safeArea: safeArea, size: size, traits: traits)
    }
}

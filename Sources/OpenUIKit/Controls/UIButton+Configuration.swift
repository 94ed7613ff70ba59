import Foundation

extension UIButton {
    /// Everything a button shows: title, image, colours, shape and insets.
    ///
    /// ```swift
    /// var play = UIButton.Configuration.glass()
    /// play.title = "Play Trailer"
    /// play.image = UIImage(systemName: "play.fill")
    /// let button = UIButton(configuration: play)
    /// ```
    public struct Configuration {
        /// The shape of the button's background.
        public enum CornerStyle: Int, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// How big the button's content is.
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        /// What the background is made of.
        enum Material: Equatable {
            case none, solid, glass(UIGlassEffect.Style, prominent: Bool)
        }

        /// The button's text.
        public var title: String?
        /// A smaller line under the title.
        public var subtitle: String?
        /// An image before the title (after it in right-to-left layouts).
        public var image: UIImage?
        /// Text and image colour; `nil` for the style's default.
        public var baseForegroundColor: UIColor?
        /// Background colour; `nil` for the style's default (the tint colour for prominent styles).
        public var baseBackgroundColor: UIColor?
        /// How round the background's corners are; `.dynamic` follows the button size.
        public var cornerStyle: CornerStyle = .dynamic
        /// Mini, small, medium or large: sets the text style and padding.
        public var buttonSize: Size = .medium
        /// Space between the background's edges and the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// Space between image and title.
        public var imagePadding: CGFloat = 6
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 2
        /// Whether the background shows at all.
        var material: Material = .none
        /// How opaque a solid background is (tinted styles are translucent).
        var backgroundOpacity: CGFloat = 1

        init(material: Material, cornerStyle: CornerStyle = .dynamic) {
            self.material = material
            self.cornerStyle = cornerStyle
        }

        /// No background; tint-coloured content.
        public static func plain() -> Configuration { Configuration(material: .none) }
        /// No background (the pre-iOS 15 look).
        public static func borderless() -> Configuration { Configuration(material: .none) }
        /// A grey background.
        public static func gray() -> Configuration {
            var c = Configuration(material: .solid)
            c.baseBackgroundColor = .tertiarySystemFill
            return c
        }
        /// A pale tint-coloured background.
        public static func tinted() -> Configuration {
            var c = Configuration(material: .solid)
            c.backgroundOpacity = 0.18
            return c
        }
        /// A tint-coloured background with white content.
        public static func filled() -> Configuration {
            var c = Configuration(material: .solid)
            c.baseForegroundColor = .white
            return c
        }
        /// A grey background: the same as `gray()`.
        public static func bordered() -> Configuration { gray() }
        /// A pale tint-coloured background: the same as `tinted()`.
        public static func borderedTinted() -> Configuration { tinted() }
        /// A solid tint-coloured background: the same as `filled()`.
        public static func borderedProminent() -> Configuration { filled() }

        /// Regular Liquid Glass, capsule-shaped and interactive, with label-coloured content.
        public static func glass() -> Configuration { Configuration(material: .glass(.regular, prominent: false), cornerStyle: .capsule) }
        /// Glass tinted with the tint colour (or `baseBackgroundColor`), white content.
        public static func prominentGlass() -> Configuration {
            var c = Configuration(material: .glass(.regular, prominent: true), cornerStyle: .capsule)
            c.baseForegroundColor = .white
            return c
        }
        /// Clear Liquid Glass.
        public static func clearGlass() -> Configuration { Configuration(material: .glass(.clear, prominent: false), cornerStyle: .capsule) }
        /// Clear glass tinted with the tint colour, white content.
        public static func prominentClearGlass() -> Configuration {
            var c = Configuration(material: .glass(.clear, prominent: true), cornerStyle: .capsule)
            c.baseForegroundColor = .white
            return c
        }

        /// The corner radius for a button of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat? {
            switch cornerStyle {
            case .capsule: return nil
            case .fixed: return 0
            case .small: return 4
            case .medium, .dynamic: return 8
            case .large: return 12
            }
        }
    }
}

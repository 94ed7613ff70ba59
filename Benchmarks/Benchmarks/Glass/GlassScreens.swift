import Foundation
@_spi(OpenUIKit) import OpenUIKit
import OpenUIKitTesting

/// The screens the glass benchmarks render, built once with the public UIKit API.
@MainActor
enum GlassScreens {
    /// A visible window of `size` showing the sample backdrop; returns its root view too.
    static func backdropWindow(size: CGSize) -> (UIWindow, UIImageView, UIView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let photo = UIImageView(image: SampleBackdrop.image(size: size, scale: 3))
        photo.frame = window.bounds
        root.view.addSubview(photo)
        return (window, photo, root.view)
    }

    /// An iPhone-sized window (402×874 pt at 3x) over a busy backdrop with a glass
    /// navigation bar, a glass tab bar, a three-button glass cluster and a floating button.
    @MainActor final class Reference {
        let window: UIWindow
        let photo: UIImageView
        let tabLabel = UILabel()
        private var toggle = false

        init() {
            let root: UIView
            (window, photo, root) = GlassScreens.backdropWindow(size: CGSize(width: 402, height: 874))

            let navigation = UIVisualEffectView(effect: UIGlassEffect())
            navigation.frame = CGRect(x: 16, y: 54, width: 370, height: 52)
            let title = UILabel()
            title.text = "Pixar Films"
            title.font = .preferredFont(forTextStyle: .headline)
            title.textAlignment = .center
            title.frame = navigation.bounds
            navigation.contentView.addSubview(title)
            root.addSubview(navigation)

            let tabBar = UIVisualEffectView(effect: UIGlassEffect())
            tabBar.frame = CGRect(x: 16, y: 790, width: 370, height: 62)
            for (index, name) in ["Films", "Search", "Library", "Profile"].enumerated() {
                let label = index == 0 ? tabLabel : UILabel()
                label.text = name
                label.font = .systemFont(ofSize: 12, weight: .medium)
                label.textAlignment = .center
                label.frame = CGRect(x: CGFloat(index) * 92.5, y: 20, width: 92.5, height: 20)
                tabBar.contentView.addSubview(label)
            }
            root.addSubview(tabBar)

            let cluster = UIVisualEffectView(effect: { let c = UIGlassContainerEffect(); c.spacing = 20; return c }())
            cluster.frame = CGRect(x: 100, y: 690, width: 200, height: 60)
            for index in 0..<3 {
                var configuration = UIButton.Configuration.glass()
                configuration.image = UIImage(systemName: ["backward.fill", "play.fill", "forward.fill"][index])
                let button = UIButton(configuration: configuration)
                button.frame = CGRect(x: 8 + CGFloat(index) * 64, y: 6, width: 56, height: 48)
                cluster.contentView.addSubview(button)
            }
            root.addSubview(cluster)

            var floating = UIButton.Configuration.prominentGlass()
            floating.image = UIImage(systemName: "plus")
            let fab = UIButton(configuration: floating)
            fab.frame = CGRect(x: 320, y: 610, width: 56, height: 56)
            root.addSubview(fab)
            _ = window.renderedImage()
        }

        /// A frame where everything is redrawn (the backdrop changed), brought up to date as a
        /// screen presenter does; returns the damage.
        func fullFrame() -> CGRect? {
            photo.image = photo.image
            return window.updateFrame()
        }

        /// The same frame exported as a `UIImage` (a copy of all 12.6 MB of it).
        func fullFrameImage() -> UIImage {
            photo.image = photo.image
            return window.renderedImage()
        }

        /// A frame where nothing changed: the update pass and the compositor find no work.
        func idleFrame() -> CGRect? {
            window.updateFrame()
        }

        /// A frame where one label inside the tab bar changed; returns the damage.
        func smallChange() -> CGRect? {
            toggle.toggle()
            tabLabel.text = toggle ? "Films" : "Movies"
            return window.updateFrame()
        }
    }

    /// Three adjacent 56×48 pt glass buttons as separate glass views, in one container, or
    /// absent (the backdrop alone, to subtract).
    @MainActor final class Trio {
        enum Arrangement { case separate, container, none }
        let window: UIWindow
        let photo: UIImageView

        init(_ arrangement: Arrangement) {
            let root: UIView
            (window, photo, root) = GlassScreens.backdropWindow(size: CGSize(width: 402, height: 160))
            let frames = (0..<3).map { CGRect(x: 100 + CGFloat($0) * 66, y: 56, width: 56, height: 48) }
            switch arrangement {
            case .separate:
                for frame in frames {
                    let glass = UIVisualEffectView(effect: UIGlassEffect())
                    glass.frame = frame
                    root.addSubview(glass)
                }
            case .container:
                let effect = UIGlassContainerEffect()
                effect.spacing = 16
                let container = UIVisualEffectView(effect: effect)
                container.frame = root.bounds
                for frame in frames {
                    let glass = UIVisualEffectView(effect: UIGlassEffect())
                    glass.frame = frame
                    container.contentView.addSubview(glass)
                }
                root.addSubview(container)
            case .none:
                break
            }
            _ = window.renderedImage()
        }

        func frame() -> CGRect? {
            photo.image = photo.image
            return window.updateFrame()
        }
    }
}

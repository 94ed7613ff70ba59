import Foundation
@testable import OpenSwiftUI
import OpenUIKitTesting

/// A SwiftUI view hosted as the root of a headless window.
@MainActor
struct Hosted<Content: View> {
    let window: UIWindow
    let controller: UIHostingController<Content>

    init(_ view: Content, size: CGSize = CGSize(width: 300, height: 200), scale: CGFloat = 3, traits: UITraitCollection? = nil) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
        if let traits { window.traitOverrides = UITraitOverrides(traits) }
        controller = UIHostingController(rootView: view)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    /// How many pure red pixels row `y` (in pixels) of the rendered window has.
    func redPixels(inRow y: Int) -> Int {
        pixels(inRow: y) { $0.red > 200 && $0.green < 80 && $0.blue < 80 }
    }

    /// How many blue pixels (SwiftUI's `Color.blue`) row `y` of the rendered window has.
    func bluePixels(inRow y: Int) -> Int {
        pixels(inRow: y) { $0.blue > 200 && $0.red < 80 && $0.green < 160 }
    }

    /// How many pixels of row `y` (in pixels) of the rendered window match.
    func pixels(inRow y: Int, where matches: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool) -> Int {
        let image = window.renderedImage().cgImage!
        return (0..<image.width).filter { x in matches(image.rgba(atX: x, y: y)) }.count
    }

    /// The drawn views, depth first in drawing order, with their frames in the window.
    var drawnViews: [(view: UIView, frame: CGRect)] {
        window.layoutIfNeeded()
        var result: [(UIView, CGRect)] = []
        func visit(_ view: UIView) {
            for subview in view.subviews {
                result.append((subview, subview.convert(subview.bounds, to: window)))
                visit(subview)
            }
        }
        visit(controller.view)
        return result
    }

    /// Frames of the drawn shapes and colours, in drawing order.
    var shapeFrames: [CGRect] { drawnViews.filter { $0.view is ShapeDrawingView }.map(\.frame) }

    /// The drawn texts with their frames, in drawing order.
    var texts: [(text: String, frame: CGRect)] {
        drawnViews.compactMap { entry in (entry.view as? TextView).map { ($0.attributedText?.string ?? "", entry.frame) } }
    }

    /// The buttons' controls.
    var buttons: [ButtonControl] { drawnViews.compactMap { $0.view as? ButtonControl } }
}

/// Whether two rectangles match to half a point.
func roughlyEqual(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.5) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// A hosting controller set up as seed 004 sets one up for a bar: clear, sized by its
/// content, placed by constraints.
@MainActor
func barHost<V: View>(_ view: V) -> UIHostingController<V> {
    let host = UIHostingController(rootView: view)
    host.view.backgroundColor = .clear
    host.sizingOptions = [.intrinsicContentSize]
    host.view.translatesAutoresizingMaskIntoConstraints = false
    return host
}

/// A phone-sized window showing `screen` in a navigation controller.
@MainActor
func navigationWindow(showing screen: UIViewController, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    window.traitOverrides.layoutDirection = layoutDirection
    window.rootViewController = UINavigationController(rootViewController: screen)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

extension Hosted {
    /// Lets presentations and pushes finish on the test clock: several updates, each
    /// followed by 0.6 seconds.
    func settle() {
        for _ in 0..<4 {
            window.layoutIfNeeded()
            TestClock.advance(by: 0.6)
        }
        window.layoutIfNeeded()
    }
}

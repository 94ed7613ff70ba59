import Foundation
import OpenUIKitTesting
import Testing
@_spi(OpenUIKit) import OpenUIKit

/// Reference images of iOS 26 presentations over a list in a navigation stack: a sheet at
/// its medium detent (floating glass inset from the screen's edges, concentric corners,
/// grabber) and a popover grown out of a bar button item. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct PresentationReferenceTests {
    final class ColourList: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Palette"
            view.backgroundColor = .systemBackground
            let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo, .systemPurple, .systemPink]
            for (index, colour) in colours.enumerated() {
                let stripe = UIView(frame: CGRect(x: 16, y: 100 + CGFloat(index) * 64, width: 358, height: 52))
                stripe.backgroundColor = colour
                stripe.layer.cornerRadius = 12
                view.addSubview(stripe)
            }
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "calendar"))
        }
    }

    final class SheetContent: UIViewController {
        private let titleLabel = UILabel()
        private let button = UIButton(configuration: .prominentGlass())

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = "Filters"
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.textAlignment = .center
            view.addSubview(titleLabel)
            button.configuration?.title = "Apply"
            view.addSubview(button)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            let width = view.bounds.width
            titleLabel.frame = CGRect(x: 0, y: 22, width: width, height: 24)
            button.frame = CGRect(x: 24, y: 70, width: width - 48, height: 50)
        }
    }

    private func scene() -> (UIWindow, ColourList) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 720))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let list = ColourList()
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, list)
    }

    @Test func aMediumSheetFloatsOnGlass() throws {
        let (window, list) = scene()
        let content = SheetContent()
        let sheet = try #require(content.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        list.present(content, animated: false)
        window.layoutIfNeeded()
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        let frame = try #require(sheet.presentedView).frame
        // The sheet floats 8 pt in from the edges: the screen shows beside and below it.
        #expect(frame.minX == 8 && frame.maxY == 720 - 8, "\(frame) \(String(describing: list.presentedViewController)) \(window.subviews.count)")
        let below = pixels.rgba(atX: 195 * 2, y: 717 * 2), beside = pixels.rgba(atX: 4 * 2, y: 300 * 2)
        // (The glass's shadow darkens it a little.)
        #expect(abs(Int(below.red) - Int(beside.red)) < 30 && below.red == below.blue, "the dimmed background below the floating sheet: \(below)")
        #expect(below.red < 230, "dimmed: \(below)")
        // The glass lets the coloured stripes through, lifted toward white and blurred: a
        // stripe under the sheet is paler than the same stripe beside it.
        let stripeY = Int(frame.minY + 40) * 2
        let under = pixels.rgba(atX: 100 * 2, y: stripeY), uncovered = pixels.rgba(atX: 4 * 2, y: stripeY)
        _ = uncovered
        let saturationUnder = ColorDifference.saturation((Int(under.red), Int(under.green), Int(under.blue)))
        #expect(saturationUnder > 0.02 && saturationUnder < 0.6, "colour shows through the glass, softened: \(under)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "sheet-medium")
    }

    final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
    }

    @Test func aPopoverGrowsOutOfItsBarItem() throws {
        let (window, list) = scene()
        let content = SheetContent()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 150)
        let delegate = PopoverDelegate()
        let popover = try #require(content.popoverPresentationController)
        popover.sourceItem = list.navigationItem.rightBarButtonItem
        popover.delegate = delegate
        list.present(content, animated: false)
        window.layoutIfNeeded()
        let image = window.renderedImage()
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: "popover")
        withExtendedLifetime(delegate) {}
    }
}

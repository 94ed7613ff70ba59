import Foundation
import OpenUIKitTesting
import Testing

/// A small card: continuous corners, a shadow, a drawn badge and a label.
@MainActor
final class CardView: UIView {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 20
        layer.cornerCurve = .continuous
        title.text = "Liquid"
        title.font = .boldSystemFont(ofSize: 20)
        addSubview(title)
        let badge = BadgeView(frame: CGRect(x: 16, y: 16, width: 36, height: 36))
        addSubview(badge)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 64, y: 16, width: bounds.width - 80, height: 36)
    }
}

final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        tintColor.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

@MainActor
@Suite(.snapshots(record: .missing)) struct SnapshottingTests {
    @Test func viewMatchesItsReferenceInLightAndDark() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 200, height: 68))
        let light = UITraitCollection { $0.userInterfaceStyle = .light; $0.displayScale = 2 }
        let dark = UITraitCollection { $0.userInterfaceStyle = .dark; $0.displayScale = 2 }
        assertSnapshot(of: card as UIView, as: .image(perceptualPrecision: 0.98, traits: light), named: "light")
        assertSnapshot(of: card as UIView, as: .image(perceptualPrecision: 0.98, traits: dark), named: "dark")
    }

    @Test func differingImagesFailWithADifferenceImage() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let a = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let b = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 10))
        }
        let diffing = Diffing<UIImage>.image()
        let failure = try #require(diffing.diffV2(a, b))
        #expect(failure.0.contains("20 pixels differ"))
        #expect(failure.1.count == 3)
        #expect(diffing.diffV2(a, a) == nil)
        // 80 % of the pixels match: enough for precision 0.8, not for 0.81.
        #expect(Diffing<UIImage>.image(precision: 0.8).diffV2(a, b) == nil)
        #expect(Diffing<UIImage>.image(precision: 0.81).diffV2(a, b) != nil)
    }

    @Test func perceptualPrecisionToleratesInvisibleDifferences() {
        let format = UIGraphicsImageRendererFormat()
        func square(_ white: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
                UIColor(white: white, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(square(0.5), square(0.505)) == nil)
        #expect(Diffing<UIImage>.image(perceptualPrecision: 1).diffV2(square(0.5), square(0.505)) != nil)
        #expect(Diffing<UIImage>.image(perceptualPrecision: 0.98).diffV2(square(0.5), square(0.6)) != nil)
    }

    @Test func viewControllersSnapshotAtTheRequestedSize() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemIndigo
        let image = Snapshotting<UIViewController, UIImage>.image(size: CGSize(width: 30, height: 20), traits: UITraitCollection(displayScale: 1))
        var rendered: UIImage?
        image.snapshot(controller).run { rendered = $0 }
        #expect(rendered?.size == CGSize(width: 30, height: 20))
        #expect(rendered?.cgImage?.rgba(atX: 5, y: 5).red == 88)
    }
}

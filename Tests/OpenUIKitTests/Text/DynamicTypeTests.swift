import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite struct DynamicTypeTests {
    private func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
    }

    @Test func defaultSizesMatchIOS() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, points) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == points)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    }

    @Test func sizesFollowEveryCategory() {
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityMedium) == 28)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.caption2, .small) == 11)
        #expect(size(.footnote, .accessibilityLarge) == 27)
        // Every style grows monotonically through the categories.
        for style: UIFont.TextStyle in [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2] {
            let sizes = UIContentSizeCategory.ordered.map { size(style, $0) }
            #expect(sizes == sizes.sorted())
            #expect(sizes.count == 12)
        }
    }

    @Test func fontMetricsScaleLikeTheirStyle() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(abs(metrics.scaledValue(for: 17, compatibleWith: large) - 53) < 1e-9)
        let font = metrics.scaledFont(for: .systemFont(ofSize: 20), compatibleWith: large)
        #expect(abs(font.pointSize - 20 * 53 / 17) < 1e-9)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30, compatibleWith: large).pointSize == 30)
        #expect(UIFontMetrics.default.scaledValue(for: 10) == 10)
    }

    @Test func labelsAdjustWhenTheCategoryChanges() {
        let window = makeWindow()
        let label = UILabel()
        label.text = "Dynamic Type"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        window.layoutIfNeeded()
        let before = label.intrinsicContentSize
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        window.layoutIfNeeded()
        #expect(label.font.pointSize == 40)
        #expect(label.intrinsicContentSize.width > before.width * 2)
        // Without the flag the font stays put.
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        window.addSubview(fixed)
        window.layoutIfNeeded()
        #expect(fixed.font.pointSize == 17)
    }
}

@MainActor
@Suite struct TraitOrderTests {
    /// A parent that measures its label in layout must see the label's new font.
    final class Measuring: UIView {
        let label = UILabel()
        var measuredHeights: [CGFloat] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = "Dynamic Type"
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            _ = traitCollection.preferredContentSizeCategory
            measuredHeights.append(label.sizeThatFits(CGSize(width: 1000, height: 1000)).height)
        }
    }

    @Test func subviewTraitsSettleBeforeTheParentLaysOut() {
        let window = makeWindow()
        let view = Measuring(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        window.layoutIfNeeded()
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        #expect(view.measuredHeights.count == 2)
        #expect(view.measuredHeights[1] > view.measuredHeights[0] * 2.5)
    }
}

@MainActor
@Suite struct DynamicTypeTableTests {
    /// Apple's iOS Dynamic Type sizes, extra small through accessibility XXXL.
    static let apple: [(UIFont.TextStyle, [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    @Test func everyStyleAtEveryCategoryMatchesApple() {
        for (style, sizes) in Self.apple {
            for (category, expected) in zip(UIContentSizeCategory.ordered, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                #expect(font.pointSize == expected, "\(style.rawValue) at \(category.rawValue)")
            }
        }
    }
}

@Suite struct MonospacedDigitTests {
    @Test func digitsShareOneWidth() {
        let font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let widths = Set((0...9).map { font.width(of: String($0)) })
        #expect(widths.count == 1)
        #expect(font.width(of: "1111") == font.width(of: "8888"))
    }
}

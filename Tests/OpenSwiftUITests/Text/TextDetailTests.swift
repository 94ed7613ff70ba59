import Foundation
import Testing
@testable import OpenSwiftUI

@MainActor
@Suite struct TextDetailTests {
    private func label(_ view: some View, width: CGFloat = 300) -> TextView? {
        Hosted(view.frame(width: width), size: CGSize(width: 400, height: 200)).drawnViews.compactMap { $0.view as? TextView }.first
    }

    @Test func truncationModeReachesTheLabel() {
        #expect(label(Text("a long line of text").lineLimit(1).truncationMode(.middle), width: 40)?.lineBreakMode == .byTruncatingMiddle)
        #expect(label(Text("a long line of text").lineLimit(1).truncationMode(.head), width: 40)?.lineBreakMode == .byTruncatingHead)
        #expect(label(Text("short"))?.lineBreakMode == .byTruncatingTail)
    }

    @Test func minimumScaleFactorLetsTheLabelShrink() {
        let shrinking = label(Text("a long line").lineLimit(1).minimumScaleFactor(0.5), width: 40)
        #expect(shrinking?.adjustsFontSizeToFitWidth == true && shrinking?.minimumScaleFactor == 0.5)
        let clamped = label(Text("x").minimumScaleFactor(.nan))
        #expect(clamped?.adjustsFontSizeToFitWidth == false)
    }

    @Test func textCaseFollowsTheLocale() {
        #expect(label(Text("Straße istanbul").textCase(.uppercase))?.attributedText?.string == "STRASSE ISTANBUL")
        let turkish = label(Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))
        #expect(turkish?.attributedText?.string == "İSTANBUL")
        #expect(label(Text("LOUD").textCase(.lowercase))?.attributedText?.string == "loud")
    }

    @Test func wrappedTextInAStackDrawsEveryLineItWasSizedFor() {
        // A smaller font than the label's default: its lines must be counted in its own height.
        let stacked = VStack(alignment: .leading) {
            Text("Title").font(.headline)
            Text("Bars, buttons and menus float on Liquid Glass.").font(.subheadline)
        }
        let labels = Hosted(stacked.frame(width: 200), size: CGSize(width: 400, height: 300)).drawnViews.compactMap { $0.view as? TextView }
        let detail = labels.first { $0.attributedText?.string.hasPrefix("Bars") == true }
        #expect(detail.map { $0.numberOfLines >= 2 && $0.bounds.height > 30 } == true,
                "sized for two lines, it draws two: \(detail.map { "\($0.numberOfLines) in \($0.bounds)" } ?? "none")")
    }

    @Test func lineSpacingAddsSpaceBetweenLines() {
        let plain = Hosted(Text("one two three four five six").frame(width: 60), size: CGSize(width: 400, height: 400)).texts.first?.frame.height ?? 0
        let spaced = Hosted(Text("one two three four five six").lineSpacing(10).frame(width: 60), size: CGSize(width: 400, height: 400)).texts.first?.frame.height ?? 0
        #expect(spaced > plain + 15, "\(plain) → \(spaced)")
    }

    @Test func datesShowInTheEnvironmentsLocaleAndTimeZone() {
        // 2026-06-03 15:08:00 UTC.
        let date = Date(timeIntervalSince1970: 1_780_499_280)
        func shown(_ text: Text, locale: String = "en_US", zone: String = "UTC") -> String? {
            label(text.environment(\.locale, Locale(identifier: locale)).environment(\.timeZone, TimeZone(identifier: zone)!))?.attributedText?.string
        }
        #expect(shown(Text(date, style: .date)) == "June 3, 2026")
        #expect(shown(Text(date, style: .time))?.hasPrefix("3:08") == true)
        #expect(shown(Text(date, style: .time), zone: "Asia/Tokyo")?.hasPrefix("12:08") == true)
        #expect(shown(Text(date, style: .date), locale: "de_DE") == "3. Juni 2026")
        #expect(shown(Text(date...date.addingTimeInterval(2 * 86_400)))?.contains("June 5, 2026") == true)
        #expect(shown(Text(Date().addingTimeInterval(-7200), style: .relative))?.contains("2 hours") == true)
        #expect(Text.DateStyle.timer(3723) == "1:02:03" && Text.DateStyle.timer(65) == "1:05" && Text.DateStyle.timer(.nan) == "0:00")
        let english = Locale(identifier: "en_US")
        #expect(Text.DateStyle.offset(7300, locale: english) == "+2 hours")
        #expect(Text.DateStyle.offset(-180, locale: english) == "-3 minutes")
        #expect(Text.DateStyle.offset(.infinity, locale: english) == "+0 seconds")
        let utc = TimeZone(identifier: "UTC")!
        #expect(Text.DateStyle.offset.format(date.addingTimeInterval(-7300), locale: english, timeZone: utc, calendar: Calendar(identifier: .gregorian), now: date) == "-2 hours")
        #expect(shown(Text(1234.5, format: .number.locale(Locale(identifier: "en_US")))) == "1,234.5")
    }

    @Test func designsUseTheirLinuxFaces() {
        let serif = Font.system(size: 20, design: .serif).uiFont(for: .large)
        let mono = Font.system(size: 20).monospaced().uiFont(for: .large)
        let plain = Font.system(size: 20).uiFont(for: .large)
        #expect(serif.familyName.contains("Serif"))
        #expect(mono.familyName.contains("Mono"))
        #expect(plain.familyName != serif.familyName)
        let boldSerif = Font.system(size: 20, weight: .bold, design: .serif).uiFont(for: .large)
        #expect(boldSerif.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func fontDesignReachesTextWithoutOne() throws {
        let view = VStack {
            Text("serif")
            Text("plain").font(.system(size: 17, design: .default))
        }.fontDesign(.serif)
        let texts = Hosted(view, size: CGSize(width: 300, height: 200)).drawnViews.compactMap { $0.view as? TextView }
        #expect(texts.count == 2)
        #expect(texts[0].font?.familyName.contains("Serif") == true)
        #expect(texts[1].font?.familyName.contains("Serif") == false, "a font with a design keeps it")
    }
}

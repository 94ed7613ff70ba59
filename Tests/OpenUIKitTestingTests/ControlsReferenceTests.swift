import Foundation
import OpenUIKitTesting
@_spi(OpenUIKit) import OpenUIKit
import Testing

/// Reference images of iOS 26's switch, off, on and pressed (its thumb a glass lens), in
/// light and dark. Looked at when recorded, against the switches in Apple's dark sheet render
/// (`ios26beta_glassfilter-tuned_lens-over-face_dark-sheet.png`).
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct ControlsReferenceTests {
    /// A window of `size` at 3x in `style`, on the grouped background.
    private func window(_ size: CGSize, _ style: UIUserInterfaceStyle) -> (UIWindow, UIView) {
        let root = UIViewController()
        root.view.backgroundColor = .systemGroupedBackground
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        window.overrideUserInterfaceStyle = style
        window.rootViewController = root
        return (window, root.view)
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func switchesMatchTheirReference(style: UIUserInterfaceStyle) throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, screen) = window(CGSize(width: 260, height: 80), style)
        for (index, on) in [false, true, false].enumerated() {
            let toggle = UISwitch()
            toggle.isOn = on
            toggle.frame = CGRect(x: 16 + CGFloat(index) * 80, y: 26, width: 63, height: 28)
            screen.addSubview(toggle)
        }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The third switch held down: its thumb grows into a lens.
        window.touchDown(at: CGPoint(x: 196, y: 40))
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        let green = pixels.rgba(atX: (96 + 10) * 3, y: 40 * 3)
        #expect(green.green > 150 && green.red < 120, "the on track is green: \(green)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: style == .dark ? "switches-dark" : "switches-light")
        window.touchUp(at: CGPoint(x: 196, y: 40))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func slidersMatchTheirReference(style: UIUserInterfaceStyle) throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, screen) = window(CGSize(width: 300, height: 110), style)
        let plain = UISlider(frame: CGRect(x: 16, y: 12, width: 268, height: 34))
        plain.value = 0.3
        let imaged = UISlider(frame: CGRect(x: 16, y: 62, width: 268, height: 34))
        imaged.minimumValueImage = UIImage(systemName: "minus")
        imaged.maximumValueImage = UIImage(systemName: "plus")
        imaged.value = 0.7
        screen.addSubview(plain)
        screen.addSubview(imaged)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The second slider's thumb held: a glass lens over the track.
        let thumb = imaged.convert(imaged.thumbRect(forBounds: imaged.bounds, trackRect: imaged.trackRect(forBounds: imaged.bounds), value: 0.7), to: window)
        window.touchDown(at: CGPoint(x: thumb.midX, y: thumb.midY))
        for _ in 0..<40 { TestClock.advance(by: 1.0 / 60) }
        let image = window.renderedImage()
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: style == .dark ? "sliders-dark" : "sliders-light")
        window.touchUp(at: CGPoint(x: thumb.midX, y: thumb.midY))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func steppersMatchTheirReference(style: UIUserInterfaceStyle) throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, screen) = window(CGSize(width: 240, height: 60), style)
        let atMinimum = UIStepper(frame: CGRect(x: 16, y: 14, width: 94, height: 32))
        let held = UIStepper(frame: CGRect(x: 130, y: 14, width: 94, height: 32))
        held.value = 5
        screen.addSubview(atMinimum)
        screen.addSubview(held)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The second stepper's plus half held down.
        window.touchDown(at: CGPoint(x: 200, y: 30))
        window.layoutIfNeeded()
        let image = window.renderedImage()
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: style == .dark ? "steppers-dark" : "steppers-light")
        window.touchUp(at: CGPoint(x: 200, y: 30))
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func segmentedControlsMatchTheirReference(style: UIUserInterfaceStyle) throws {
        let (window, screen) = window(CGSize(width: 300, height: 60), style)
        let sort = UISegmentedControl(items: ["Title", "Year", "Rating"])
        sort.selectedSegmentIndex = 1
        sort.setEnabled(false, forSegmentAt: 2)
        sort.frame = CGRect(x: 16, y: 14, width: 268, height: 32)
        screen.addSubview(sort)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        assertSnapshot(of: window.renderedImage(), as: .image(perceptualPrecision: 0.98), named: style == .dark ? "segments-dark" : "segments-light")
    }

    /// A picker in American English in UTC on 23 November 2026, today pinned to the 20th.
    private func datePicker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle, frame: CGRect) -> UIDatePicker {
        let picker = UIDatePicker(frame: frame)
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.calendar = Calendar(identifier: .gregorian)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Date(timeIntervalSince1970: 1_795_426_860)
        picker.maximumDate = Date(timeIntervalSince1970: 1_795_426_860 + 5 * 86_400)
        picker.today = { Date(timeIntervalSince1970: 1_795_426_860 - 3 * 86_400) }
        return picker
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func inlineAndCompactDatePickersMatchTheirReference(style: UIUserInterfaceStyle) throws {
        let (window, screen) = window(CGSize(width: 360, height: 470), style)
        let compact = datePicker(.dateAndTime, .compact, frame: CGRect(x: 16, y: 12, width: 328, height: 40))
        let inline = datePicker(.dateAndTime, .inline, frame: CGRect(x: 8, y: 64, width: 344, height: 394))
        inline.backgroundColor = .secondarySystemGroupedBackground
        inline.layer.cornerRadius = 16
        screen.addSubview(compact)
        screen.addSubview(inline)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let image = window.renderedImage()
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: style == .dark ? "date-picker-inline-dark" : "date-picker-inline-light")
    }

    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func dateWheelsMatchTheirReference(style: UIUserInterfaceStyle) throws {
        let (window, screen) = window(CGSize(width: 360, height: 240), style)
        screen.addSubview(datePicker(.dateAndTime, .wheels, frame: CGRect(x: 8, y: 12, width: 344, height: 216)))
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let image = window.renderedImage()
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: style == .dark ? "date-wheels-dark" : "date-wheels-light")
    }

    /// Page dots, a spinner (the clock pinned) and a progress bar, light and dark.
    @Test(arguments: [UIUserInterfaceStyle.light, .dark])
    func indicatorsMatchTheirReference(style: UIUserInterfaceStyle) throws {
        TestClock.start()
        defer { TestClock.stop() }
        let (window, screen) = window(CGSize(width: 300, height: 90), style)
        let pages = UIPageControl(frame: CGRect(x: 16, y: 10, width: 120, height: 26))
        pages.numberOfPages = 5
        pages.currentPage = 1
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.frame = CGRect(x: 250, y: 8, width: 30, height: 30)
        spinner.startAnimating()
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 16, y: 60, width: 268, height: 4)
        progress.progress = 0.35
        for view in [pages, spinner, progress] as [UIView] { screen.addSubview(view) }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let image = window.renderedImage()
        let pixels = try #require(image.cgImage)
        let filled = pixels.rgba(atX: 40 * 3, y: 62 * 3)
        #expect(filled.blue > 200 && filled.red < 80, "the filled part is the tint: \(filled)")
        assertSnapshot(of: image, as: .image(perceptualPrecision: 0.98), named: style == .dark ? "indicators-dark" : "indicators-light")
    }

    /// iOS 26's track configurations: five ticks with the fill from the middle, and ticks
    /// without a neutral value.
    @Test func slidersWithTicksMatchTheirReference() throws {
        let (window, screen) = window(CGSize(width: 300, height: 100), .light)
        let centred = UISlider(frame: CGRect(x: 16, y: 12, width: 268, height: 34))
        centred.trackConfiguration = UISlider.TrackConfiguration(neutralValue: 0.5, numberOfTicks: 5)
        centred.value = 0.25
        let stepped = UISlider(frame: CGRect(x: 16, y: 56, width: 268, height: 34))
        stepped.trackConfiguration = UISlider.TrackConfiguration(numberOfTicks: 6)
        stepped.value = 0.6
        screen.addSubview(centred)
        screen.addSubview(stepped)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(stepped.value == 0.6, "0.6 is a tick of six")
        assertSnapshot(of: window.renderedImage(), as: .image(perceptualPrecision: 0.98), named: "slider-ticks")
    }
}

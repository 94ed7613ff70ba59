import OpenUIKitShim
import Testing

/// The standard controls as iOS code writes them, with Apple's API only.
@MainActor
@Suite struct ControlsShimTests {
    @Test func switchesWorkWithApplesAPIOnly() {
        let reminders = UISwitch(frame: .zero)
        reminders.onTintColor = .systemBlue
        reminders.thumbTintColor = .white
        var changes = 0
        reminders.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        reminders.setOn(true, animated: true)
        #expect(reminders.isOn && changes == 0 && reminders.intrinsicContentSize.width > 0)
    }

    @Test func slidersWorkWithApplesAPIOnly() {
        let volume = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        volume.minimumValue = 0
        volume.maximumValue = 100
        volume.setValue(40, animated: false)
        volume.isContinuous = false
        volume.minimumTrackTintColor = .systemPink
        volume.maximumTrackTintColor = .systemGray4
        volume.thumbTintColor = .white
        volume.minimumValueImage = UIImage(systemName: "minus")
        volume.addAction(UIAction { _ in }, for: .valueChanged)
        let track = volume.trackRect(forBounds: volume.bounds)
        let thumb = volume.thumbRect(forBounds: volume.bounds, trackRect: track, value: volume.value)
        #expect(volume.value == 40 && thumb.midX > track.minX && thumb.midX < track.maxX)
    }

    @Test func steppersWorkWithApplesAPIOnly() {
        let servings = UIStepper(frame: .zero)
        servings.minimumValue = 1
        servings.maximumValue = 12
        servings.stepValue = 1
        servings.wraps = false
        servings.autorepeat = true
        servings.isContinuous = true
        servings.value = 4
        #expect(servings.value == 4)
    }

    @Test func activityIndicatorsWorkWithApplesAPIOnly() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .systemBlue
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test func pageControlsWorkWithApplesAPIOnly() {
        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 6
        pages.currentPage = 2
        pages.hidesForSinglePage = true
        pages.pageIndicatorTintColor = .systemGray
        pages.currentPageIndicatorTintColor = .systemBlue
        #expect(pages.size(forNumberOfPages: 6).width > pages.size(forNumberOfPages: 2).width && pages.currentPage == 2)
    }

    @Test func segmentedControlsWorkWithApplesAPIOnly() {
        let sort = UISegmentedControl(items: ["Title", "Year"])
        sort.insertSegment(withTitle: "Rating", at: 2, animated: false)
        sort.setEnabled(false, forSegmentAt: 2)
        sort.selectedSegmentIndex = 0
        sort.selectedSegmentTintColor = .systemBackground
        let modes = UISegmentedControl(frame: .zero, actions: [UIAction(title: "Day") { _ in }, UIAction(title: "Week") { _ in }])
        #expect(sort.numberOfSegments == 3 && modes.numberOfSegments == 2 && !sort.isEnabledForSegment(at: 2))
        #expect(UISegmentedControl.noSegment == -1)
    }

    @Test func datePickersWorkWithApplesAPIOnly() {
        let due = UIDatePicker(frame: .zero)
        due.datePickerMode = .date
        due.preferredDatePickerStyle = .inline
        due.locale = Locale(identifier: "en_US")
        due.calendar = Calendar(identifier: .gregorian)
        due.timeZone = TimeZone(identifier: "UTC")
        let start = Date(timeIntervalSince1970: 1_795_426_860)
        due.minimumDate = start
        due.maximumDate = start.addingTimeInterval(30 * 86_400)
        due.setDate(start.addingTimeInterval(-86_400), animated: false)
        due.addAction(UIAction { _ in }, for: .valueChanged)
        #expect(due.date == start && due.datePickerStyle == .inline && due.intrinsicContentSize.height > 300)
        let timer = UIDatePicker()
        timer.datePickerMode = .countDownTimer
        timer.minuteInterval = 5
        timer.roundsToMinuteInterval = true
        timer.countDownDuration = 25 * 60
        #expect(timer.datePickerStyle == .wheels && timer.countDownDuration == 1500)
    }

    final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { ["S", "M", "L"][row] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    }

    @Test func pickerViewsWorkWithApplesAPIOnly() {
        let sizes = Sizes()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = sizes
        picker.delegate = sizes
        picker.reloadAllComponents()
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.numberOfComponents == 1 && picker.numberOfRows(inComponent: 0) == 3 && picker.selectedRow(inComponent: 0) == 1)
    }

    @Test func pointerInteractionsWorkWithApplesAPIOnly() {
        let button = UIButton(configuration: .gray())
        button.isPointerInteractionEnabled = true
        button.pointerStyleProvider = { button, effect, shape in
            UIPointerStyle(effect: .lift(UITargetedPreview(view: button)), shape: shape)
        }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let hover = UIHoverGestureRecognizer()
        card.addGestureRecognizer(hover)
        let pointer = UIPointerInteraction(delegate: nil)
        card.addInteraction(pointer)
        pointer.isEnabled = true
        pointer.invalidate()
        let style = UIPointerStyle(effect: .hover(UITargetedPreview(view: card), preferredTintMode: .underlay, prefersShadow: true))
        _ = style
        #expect(button.isPointerInteractionEnabled && button.pointerStyleProvider != nil && pointer.view === card && pointer.isEnabled)
    }
}

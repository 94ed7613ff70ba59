import Foundation

/// A screen for choosing a colour: a grid of colours, a spectrum and red, green and blue
/// sliders, with an opacity slider and a swatch of the colour chosen. Present it as a
/// sheet; it tells its delegate each colour chosen.
///
/// ```swift
/// let picker = UIColorPickerViewController()
/// picker.selectedColor = label.textColor
/// picker.delegate = self
/// present(picker, animated: true)
/// ```
///
/// Differs from UIKit: there is no eyedropper and no row of saved colours, and the hex
/// code on the sliders page is sRGB (UIKit's is Display P3).
open class UIColorPickerViewController: UIViewController {
    /// Told of each colour chosen and of the picker's dismissal.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?

    /// The colour chosen; setting it shows it without telling the delegate.
    open var selectedColor: UIColor = .white {
        didSet { if isViewLoaded { showSelection() } }
    }

    /// Whether the opacity slider shows (otherwise chosen colours are opaque).
    open var supportsAlpha = true {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }

    /// Told of each colour chosen, for the colour well that presented the picker.
    var onSelect: ((UIColor, Bool) -> Void)?
    var onFinish: (() -> Void)?

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .close)
    private let pages = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    private let grid = ColorPickerGridView()
    private let spectrum = ColorPickerSpectrumView()
    private let sliders = ColorPickerSlidersView()
    private let opacityCaption = UILabel()
    private let opacity = UISlider()
    private let opacityValue = UILabel()
    private let swatch = UIView()

    /// A picker showing white, opacity included.
    public override init(nibName nibNameOrNil: String? = nil, bundle nibBundleOrNil: Bundle? = nil) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Colours"
    }

    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        titleLabel.accessibilityTraits = .header
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .primaryActionTriggered)
        pages.selectedSegmentIndex = 0
        pages.addAction(UIAction { [weak self] _ in self?.showPage() }, for: .valueChanged)
        grid.onChoose = { [weak self] color in self?.choose(color, continuously: false) }
        spectrum.onChoose = { [weak self] color, continuously in self?.choose(color, continuously: continuously) }
        sliders.onChoose = { [weak self] color, continuously in self?.choose(color, continuously: continuously) }
        opacityCaption.text = "OPACITY"
        opacityCaption.font = .preferredFont(forTextStyle: .footnote)
        opacityCaption.textColor = .secondaryLabel
        opacity.minimumValue = 0
        opacity.maximumValue = 1
        opacity.accessibilityLabel = "Opacity"
        opacity.addAction(UIAction { [weak self] _ in self?.opacityChanged(continuously: true) }, for: .valueChanged)
        for event: UIControl.Event in [.touchUpInside, .touchUpOutside] {
            opacity.addAction(UIAction { [weak self] _ in self?.opacityChanged(continuously: false) }, for: event)
        }
        opacityValue.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        opacityValue.textAlignment = .right
        swatch.layer.cornerRadius = 8
        swatch.layer.borderWidth = 1
        swatch.layer.borderColor = UIColor.separator.cgColor
        swatch.isAccessibilityElement = true
        swatch.accessibilityLabel = "Chosen colour"
        [titleLabel, closeButton, pages, grid, spectrum, sliders, opacityCaption, opacity, opacityValue, swatch].forEach(view.addSubview)
        showPage()
        showSelection()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        titleLabel.text = title
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed else { return }
        delegate?.colorPickerViewControllerDidFinish(self)
        onFinish?()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        let width = max(0, view.bounds.width - insets.left - insets.right - 32)
        let left = insets.left + 16
        var y = insets.top + 14
        titleLabel.frame = CGRect(x: left + 40, y: y, width: max(0, width - 80), height: 24)
        closeButton.frame = CGRect(x: left + width - 30, y: y - 3, width: 30, height: 30)
        y += 40
        pages.frame = CGRect(x: left, y: y, width: width, height: 32)
        y += 48
        let block = CGRect(x: left, y: y, width: width, height: width * CGFloat(ColorPickerPalette.rows) / CGFloat(ColorPickerPalette.columns))
        grid.frame = block
        spectrum.frame = block
        sliders.frame = block
        y = block.maxY + 20
        opacityCaption.isHidden = !supportsAlpha
        opacity.isHidden = !supportsAlpha
        opacityValue.isHidden = !supportsAlpha
        if supportsAlpha {
            opacityCaption.frame = CGRect(x: left, y: y, width: width, height: 18)
            opacity.frame = CGRect(x: left, y: y + 22, width: max(0, width - 70), height: 31)
            opacityValue.frame = CGRect(x: left + width - 62, y: y + 22, width: 62, height: 31)
            y += 70
        }
        swatch.frame = CGRect(x: left, y: y, width: 64, height: 64)
    }

    private func showPage() {
        grid.isHidden = pages.selectedSegmentIndex != 0
        spectrum.isHidden = pages.selectedSegmentIndex != 1
        sliders.isHidden = pages.selectedSegmentIndex != 2
    }

    private func showSelection() {
        let rgba = selectedColor.rgba
        grid.selectedCell = ColorPickerPalette.cell(matching: selectedColor)
        sliders.show(selectedColor)
        opacity.value = Float(min(max(rgba.alpha, 0), 1))
        opacityValue.text = "\(Int((opacity.value * 100).rounded()))%"
        swatch.backgroundColor = selectedColor
    }

    /// The user chose `color` (opaque): it takes the opacity set on the slider.
    private func choose(_ color: UIColor, continuously: Bool) {
        let alpha = supportsAlpha ? CGFloat(opacity.value) : 1
        selectedColor = color.withAlphaComponent(alpha)
        report(continuously: continuously)
    }

    private func opacityChanged(continuously: Bool) {
        selectedColor = selectedColor.withAlphaComponent(CGFloat(opacity.value))
        report(continuously: continuously)
    }

    private func report(continuously: Bool) {
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        onSelect?(selectedColor, continuously)
    }
}

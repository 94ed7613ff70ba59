import Foundation

/// The UIKit view that shows a SwiftUI view: it keeps the view graph, runs bodies in its
/// `updateProperties()`, lays the content out in `layoutSubviews()` and holds the drawn
/// views as its subviews.
///
/// A hosting controller's `view` is one; you can also add one yourself.
///
/// ```swift
/// let badge = _UIHostingView(rootView: Text("New"))
/// container.addSubview(badge)
/// ```
@preconcurrency @MainActor
open class _UIHostingView<Content: View>: UIView {
    /// The SwiftUI view shown; setting it updates what is on screen in the next pass.
    public var rootView: Content {
        didSet { rootViewChanged() }
    }

    /// Which UIKit sizes follow the content.
    var sizingOptions: UIHostingControllerSizingOptions = [] {
        didSet { if oldValue != sizingOptions { invalidateIntrinsicContentSize() } }
    }

    /// The safe areas the content stays out of: none lays it out over the whole view.
    var safeAreaRegions: SafeAreaRegions = .all {
        didSet { if oldValue != safeAreaRegions { setNeedsLayout() } }
    }

    /// Told when the content's ideal size changed (the controller's preferred content size).
    var idealSizeDidChange: (CGSize) -> Void = { _ in }

    let graph = ViewGraph()
    private var needsRootUpdate = true
    private var lastIdealSize: CGSize?
    /// The traits the root environment was last made from: a view measured before it joined
    /// its window is resolved again once it has the window's traits.
    private var environmentTraits: UITraitCollection?
    /// The content's edit mode, when no view inside provides one of its own.
    private lazy var editMode = RootEditMode { [weak self] in self?.rootEnvironmentDidChange() }
    /// The accessibility settings the root environment was last made from.
    private var environmentSettings: AccessibilityEnvironmentSettings?

    /// A view showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(frame: .zero)
        // SwiftUI content records what each body reads; a tracking scope around the whole
        // update would make any model change re-run every body.
        tracksPropertiesObservationItself()
        graph.onNeedsUpdate = { [unowned self] in self.setNeedsUpdateProperties() }
        graph.onNeedsLayout = { [unowned self] in self.setNeedsLayout() }
        graph.host = self
        AccessibilitySettingsRelay.install()
        setNeedsUpdateProperties()
    }

    /// Fails: a hosting view cannot make its root view from an archive.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the next update compare the accessibility settings with those the root
    /// environment was made from.
    func accessibilitySettingsMayHaveChanged() {
        setNeedsUpdateProperties()
    }

    /// Makes the next update read the scene's phase again.
    func rootEnvironmentDidChange() {
        needsRootUpdate = true
        setNeedsUpdateProperties()
    }

    private func rootViewChanged() {
        needsRootUpdate = true
        setNeedsUpdateProperties()
    }

    // MARK: Update

    open override func updateProperties() {
        super.updateProperties()
        updateGraphIfNeeded()
    }

    /// Resolves the root view or runs the bodies waiting, then tells UIKit about a new size.
    private func updateGraphIfNeeded() {
        let traits = traitCollection
        if traits != environmentTraits { needsRootUpdate = true }
        let settings = AccessibilityEnvironmentSettings(window: window)
        if settings != environmentSettings { needsRootUpdate = true }
        guard needsRootUpdate || graph.hasPendingBodies else { return }
        if needsRootUpdate {
            needsRootUpdate = false
            environmentTraits = traits
            environmentSettings = settings
            graph.update(root: rootView, environment: rootEnvironment(for: traits))
        } else {
            graph.updatePendingBodies()
        }
        contentDidChange()
    }

    private func contentDidChange() {
        setNeedsLayout()
        contentDidUpdate()
        guard !sizingOptions.isEmpty else { return }
        let ideal = graph.sizeThatFits(.unspecified)
        guard ideal != lastIdealSize else { return }
        lastIdealSize = ideal
        if sizingOptions.contains(.intrinsicContentSize) { invalidateIntrinsicContentSize() }
        idealSizeDidChange(ideal)
    }

    /// Called after the content ran an update; a cell's hosting view checks its height.
    func contentDidUpdate() {}

    /// The environment at the root, from this view's traits.
    private func rootEnvironment(for traits: UITraitCollection) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        environment.colorSchemeContrast = traits.accessibilityContrast == .high ? .increased : .standard
        environment.layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        environment.displayScale = traits.displayScale
        environment.contentSizeCategory = traits.preferredContentSizeCategory == .unspecified ? .large : traits.preferredContentSizeCategory
        let settings = AccessibilityEnvironmentSettings(window: window)
        environment.accessibilityReduceMotion = settings.reduceMotion
        environment.accessibilityReduceTransparency = settings.reduceTransparency
        if let scene = window?.windowScene { environment.scenePhase = ScenePhase(scene.activationState) }
        environment.dismiss = DismissAction { [weak self] in self?.dismissEnclosingPresentation() }
        environment.dismissWindow = DismissWindowAction { [weak self] in self?.window }
        environment.supportsMultipleWindows = UIApplication.shared.supportsMultipleScenes
        environment.editMode = editMode.binding
        return environment
    }

    // MARK: Size and layout

    /// The content's ideal size when `sizingOptions` has `.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize {
        guard sizingOptions.contains(.intrinsicContentSize) else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return idealSize
    }

    /// The size the content takes when nothing is proposed.
    var idealSize: CGSize {
        updateGraphIfNeeded()
        return graph.sizeThatFits(.unspecified)
    }

    /// The size the content takes for `size` offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        graphSize(for: ProposedViewSize(size))
    }

    /// The content's size for `proposal`, after bringing it up to date.
    func graphSize(for proposal: ProposedViewSize) -> CGSize {
        updateGraphIfNeeded()
        return graph.sizeThatFits(proposal)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateGraphIfNeeded()
        // SwiftUI keeps content inside the safe area: clear of bars and the home indicator.
        let safe = safeAreaRegions.isEmpty ? bounds : bounds.inset(by: safeAreaInsets)
        graph.layout(in: safe, full: bounds)
        setManagedSubviews(graph.platformViews())
    }
}

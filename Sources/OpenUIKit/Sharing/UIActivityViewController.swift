import Foundation

/// The share sheet: what is shared, and the services that can take it. On Linux the
/// built-in services are Copy (text and links to the clipboard) and Open (a link, in the
/// desktop's application for it, where there is a desktop); your own `UIActivity`
/// services come first.
///
/// ```swift
/// let sheet = UIActivityViewController(activityItems: [film.title, film.url], applicationActivities: nil)
/// sheet.completionWithItemsHandler = { type, completed, _, _ in log(type, completed) }
/// present(sheet, animated: true)
/// ```
///
/// Differs from UIKit: no AirDrop, Messages, Mail or other system services; items are
/// strings, attributed strings, URLs and images (an image is shown, not copied: the
/// clipboard takes text only); `UIActivityItemSource` items are not read.
open class UIActivityViewController: UIViewController {
    /// Told how the sheet ended: the service chosen (`nil` when dismissed), whether it
    /// completed, the items it returned, and any error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    /// Told how the sheet ended.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// The items shared.
    let activityItems: [Any]
    /// The header's title in place of the items' first text (SwiftUI's share preview).
    package var previewTitle: String?
    /// An image beside the header's title (SwiftUI's share preview).
    package var previewImage: UIImage?
    private let previewImageView = UIImageView()
    private let applicationActivities: [UIActivity]
    private let preview = UILabel()
    private let closeButton = UIButton(type: .close)
    private var rows: [ShareActivityRow] = []
    private var finished = false

    /// A share sheet for `activityItems`, offering `applicationActivities` before the
    /// built-in services.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        if let sheet = sheetPresentationController { sheet.detents = [.medium(), .large()] }
    }

    public required init?(coder: NSCoder) { nil }

    /// The services offered for the items, in order.
    var offeredActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        return (applicationActivities + [CopyActivity(), OpenLinkActivity()]).filter { activity in
            activity.activityType.map { !excluded.contains($0) } ?? true && activity.canPerform(withActivityItems: activityItems)
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        preview.font = .preferredFont(forTextStyle: .headline)
        preview.numberOfLines = 2
        preview.text = previewTitle ?? Self.previewText(of: activityItems)
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [weak self] _ in self?.end(with: nil, completed: false) }, for: .primaryActionTriggered)
        previewImageView.image = previewImage
        previewImageView.contentMode = .scaleAspectFit
        previewImageView.isHidden = previewImage == nil
        view.addSubview(previewImageView)
        view.addSubview(preview)
        view.addSubview(closeButton)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        rows.forEach { $0.removeFromSuperview() }
        rows = offeredActivities.map { activity in
            let row = ShareActivityRow(activity: activity)
            row.addAction(UIAction { [weak self] _ in self?.run(activity) }, for: .primaryActionTriggered)
            return row
        }
        rows.forEach(view.addSubview)
        for (index, row) in rows.enumerated() { row.position = (index, rows.count) }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Swiped away: nothing was chosen.
        if isBeingDismissed, !finished { report(nil, completed: false) }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let insets = view.safeAreaInsets
        let left = insets.left + 16, width = max(0, view.bounds.width - insets.left - insets.right - 32)
        var y = insets.top + 16
        closeButton.frame = CGRect(x: left + width - 30, y: y, width: 30, height: 30)
        let imageWidth: CGFloat = previewImage == nil ? 0 : 56
        previewImageView.frame = CGRect(x: left, y: y, width: 44, height: 44)
        let textWidth = max(0, width - 46 - imageWidth)
        let previewSize = preview.sizeThatFits(CGSize(width: textWidth, height: 60))
        preview.frame = CGRect(x: left + imageWidth, y: y + 4, width: textWidth, height: min(60, max(22, previewSize.height)))
        y = max(closeButton.frame.maxY, preview.frame.maxY, previewImage == nil ? 0 : previewImageView.frame.maxY) + 20
        for row in rows {
            row.frame = CGRect(x: left, y: y, width: width, height: ShareActivityRow.height)
            y += ShareActivityRow.height
        }
    }

    /// What the sheet's header says of the items: the first text or link, and how many
    /// more there are.
    static func previewText(of items: [Any]) -> String {
        let texts = CopyActivity.texts(of: items)
        guard let first = texts.first ?? (items.contains { $0 is UIImage } ? "Image" : nil) else { return "\(items.count) items" }
        return items.count > 1 ? "\(first) and \(items.count - 1) more" : first
    }

    private func run(_ activity: UIActivity) {
        activity.prepare(withActivityItems: activityItems)
        activity.finish = { [weak self, weak activity] completed in
            guard let self else { return }
            self.end(with: activity?.activityType, completed: completed)
        }
        if let screen = activity.activityViewController {
            present(screen, animated: true)
        } else {
            activity.perform()
        }
    }

    private func end(with type: UIActivity.ActivityType?, completed: Bool) {
        guard !finished else { return }
        report(type, completed: completed)
        dismiss(animated: true)
    }

    private func report(_ type: UIActivity.ActivityType?, completed: Bool) {
        finished = true
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}

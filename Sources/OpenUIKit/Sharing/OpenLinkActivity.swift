import Foundation

/// The share sheet's Open: the first link among the items opens in the desktop's
/// application for it (as `UIApplication.open` does). Offered only where the desktop can
/// open links (a display and `xdg-open`).
final class OpenLinkActivity: UIActivity {
    static let type = ActivityType("org.openuikit.activity.OpenLink")
    private var url: URL?

    override var activityType: ActivityType? { Self.type }
    override var activityTitle: String? { "Open" }
    override var activityImage: UIImage? { UIImage(systemName: "arrow.up.right.square") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { ($0 as? URL).map(UIApplication.shared.canOpenURL) == true }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        url = activityItems.lazy.compactMap { $0 as? URL }.first
    }

    override func perform() {
        guard let url else { return activityDidFinish(false) }
        UIApplication.shared.open(url) { [weak self] opened in self?.activityDidFinish(opened) }
    }
}

import Foundation
import OpenSwiftUI
@_spi(OpenUIKit) import OpenUIKit

/// A 390 × 844 screen of 50 mixed views: ten contacts, each an avatar circle, a name, a
/// detail line, a status capsule and a divider.
public enum ContactsScreen {
    public static let size = CGSize(width: 390, height: 844)
    static let names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John", "Margaret", "Ken"]

    /// The screen in SwiftUI.
    @MainActor
    public static var swiftUI: some View {
        VStack(spacing: 0) {
            ForEach(names.indices, id: \.self) { index in
                VStack(spacing: 0) {
                    HStack(spacing: 12) {
                        Circle().fill(index.isMultiple(of: 2) ? Color.blue : Color.orange).frame(width: 44, height: 44)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(names[index]).font(.headline)
                            Text("Last seen \(index + 1) hours ago").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Text("Online").font(.caption).padding(.horizontal, 8).padding(.vertical, 4)
                            .background(Color.green.opacity(0.2), in: .capsule)
                    }
                    .frame(height: 82)
                    Divider()
                }
            }
        }
        .padding(.horizontal, 16)
        .frame(width: size.width, height: size.height, alignment: .top)
        .background(Color.white)
    }

    /// The same screen built with UIKit views and rendered in a window of its size.
    @MainActor
    public static func renderUIKit(scale: CGFloat) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.backgroundColor = .white
        window.isHidden = false
        for (index, name) in names.enumerated() {
            let top = CGFloat(index) * 82.5
            let avatar = UIView(frame: CGRect(x: 16, y: top + 19, width: 44, height: 44))
            avatar.backgroundColor = index.isMultiple(of: 2) ? .systemBlue : .systemOrange
            avatar.layer.cornerRadius = 22
            let title = UILabel(frame: CGRect(x: 72, y: top + 20, width: 200, height: 22))
            title.font = .preferredFont(forTextStyle: .headline)
            title.text = name
            let detail = UILabel(frame: CGRect(x: 72, y: top + 44, width: 220, height: 20))
            detail.font = .preferredFont(forTextStyle: .subheadline)
            detail.textColor = .secondaryLabel
            detail.text = "Last seen \(index + 1) hours ago"
            let badge = UILabel(frame: CGRect(x: 312, y: top + 29, width: 62, height: 24))
            badge.font = .preferredFont(forTextStyle: .caption1)
            badge.textAlignment = .center
            badge.text = "Online"
            badge.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.2)
            badge.layer.cornerRadius = 12
            badge.clipsToBounds = true
            let divider = UIView(frame: CGRect(x: 16, y: top + 82, width: 358, height: 1 / scale))
            divider.backgroundColor = .separator
            for view in [avatar, title, detail, badge, divider] { window.addSubview(view) }
        }
        return window.renderedImage()
    }
}

import Foundation
import OpenSwiftUI
import OpenUIKit

/// Renders previews (`#Preview`, `PreviewProvider`) headless, as Xcode's canvas shows them:
/// on a phone's screen, at their fitting size or at a fixed size, upright or turned, in
/// light or dark appearance.
///
/// An OpenUIKit extension.
///
/// ```swift
/// for entry in PreviewCatalog.entries {
///     let image = try PreviewRenderer.image(of: entry, style: .dark)
///     try image.pngData()?.write(to: URL(fileURLWithPath: "\(entry.name).png"))
/// }
/// ```
@MainActor
public enum PreviewRenderer {
    /// The largest length a preview may ask for, in points.
    static let largestLength: CGFloat = 8192

    /// The preview drawn in `style` on `device` (an iPhone 16 Pro by default) at `scale` (the
    /// device's when `nil`).
    public static func image(
        of entry: PreviewCatalog.Entry, style: UIUserInterfaceStyle = .light,
        device: (ViewImageConfig.Orientation) -> ViewImageConfig = ViewImageConfig.iPhone16Pro, scale: CGFloat? = nil
    ) throws -> UIImage {
        let preview: Preview
        do {
            preview = try entry.makePreview()
        } catch {
            throw PreviewRenderingError.setupFailed(preview: entry.name, message: "\(error)")
        }
        return try image(of: preview, named: entry.name, style: style, device: device, scale: scale)
    }

    /// A preview drawn in `style` on `device` (in the orientation its traits ask for) at
    /// `scale`; `name` labels errors.
    public static func image(
        of preview: Preview, named name: String, style: UIUserInterfaceStyle = .light,
        device: (ViewImageConfig.Orientation) -> ViewImageConfig = ViewImageConfig.iPhone16Pro, scale: CGFloat? = nil
    ) throws -> UIImage {
        let config = device(preview.isLandscape ? .landscape : .portrait)
        var traits = UITraitCollection(traitsFrom: [config.traits, UITraitCollection(userInterfaceStyle: style)])
        if let scale { traits = UITraitCollection(traitsFrom: [traits, UITraitCollection(displayScale: scale)]) }
        let drawScale = traits.displayScale > 0 ? traits.displayScale : 1
        let screen = config.size ?? CGSize(width: 402, height: 874)
        switch preview.content {
        case .viewController(let make):
            let controller = make()
            let size = try size(for: preview.layout, screen: screen, name: name) { fittingSize(of: controller, width: screen.width) }
            let safeArea = preview.layout == .device ? config.safeArea : .zero
            return SnapshotHost.render(controller, size: size, safeArea: safeArea, traits: traits, scale: drawScale)
        case .view(let make):
            let view = make()
            let size = try size(for: preview.layout, screen: screen, name: name) { fittingSize(of: view, width: screen.width) }
            return SnapshotHost.render(view, size: size, traits: traits, scale: drawScale)
        }
    }

    /// The size a layout gives the content, checked.
    private static func size(
        for layout: PreviewTrait<Preview.ViewTraits>.Layout, screen: CGSize, name: String, fitting: () -> CGSize
    ) throws -> CGSize {
        let size: CGSize = switch layout {
        case .device: screen
        case .sizeThatFits: fitting()
        case .fixed(let width, let height): CGSize(width: width, height: height)
        }
        let usable = [size.width, size.height].allSatisfy { $0.isFinite && $0 > 0 && $0 <= largestLength }
        guard usable else {
            throw PreviewRenderingError.unusableSize(preview: name, width: Double(size.width), height: Double(size.height))
        }
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// A controller's fitting size: its preferred content size (a SwiftUI preview's ideal
    /// size), else its view's.
    private static func fittingSize(of controller: UIViewController, width: CGFloat) -> CGSize {
        let preferred = controller.preferredContentSize
        if preferred.width > 0, preferred.height > 0 { return preferred }
        return fittingSize(of: controller.view, width: width)
    }

    /// A view's Auto Layout fitting size at the screen's width, else its own `sizeThatFits`.
    private static func fittingSize(of view: UIView, width: CGFloat) -> CGSize {
        let constrained = view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        if constrained.width > 0, constrained.height > 0 { return constrained }
        return view.sizeThatFits(CGSize(width: width, height: largestLength))
    }
}

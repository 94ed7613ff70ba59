import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// Inspects a rendered screen, UIKit or SwiftUI, for the habits that make Liquid Glass
/// screens slow or hard to read, and measures what the screen's glass costs per frame.
///
/// ```swift
/// let audit = GlassAudit(of: window)
/// print(audit.report)
/// try audit.annotatedImage().pngData()?.write(to: URL(fileURLWithPath: "audit.png"))
/// ```
///
/// The checks: more than two glass surfaces visible at once outside a glass container;
/// glass that animates all the time on the full material (use `Glass.thin`); glass drawn
/// over other glass; tappable glass on a custom shape that is not interactive; text on glass
/// below WCAG's contrast ratio (4.5:1, 3:1 for large text) over what is really behind it.
/// Instead of "test it on a device", the audit times a frame of the screen's glass on this
/// machine; that figure is reported, never asserted (it depends on the machine).
///
/// To see motion, the audit runs one second of frames: on a manual clock (a test's
/// `.manualClock`) it advances that clock; on the system clock it holds time still for
/// the second it simulates and gives it back after. An OpenUIKit addition.
@MainActor
public struct GlassAudit {
    /// What the audit found, most serious kinds first.
    public let findings: [GlassAuditFinding]
    /// How many pieces of glass were visible.
    public let surfaceCount: Int
    /// How many of the visible pieces of glass render with a glass container.
    public let containedSurfaceCount: Int
    /// Milliseconds a frame of the screen's glass costs at the window's scale on this
    /// machine: the glass's backdrop renders in a frame that renders all of it, the median
    /// of several.
    public let glassFrameCost: Double
    /// The window's scale when measured.
    public let scale: CGFloat
    /// The screen as rendered for the audit.
    public let image: UIImage

    /// Audits what `window` shows now.
    public init(of window: UIWindow) {
        window.layoutIfNeeded()
        let motion = MotionSample(window: window)
        let surfaces = GlassSurface.all(in: window)
        image = window.renderedImage()
        let names = SurfaceNames(window: window)
        var findings: [GlassAuditFinding] = []
        findings += Self.crowding(surfaces, names: names)
        findings += Self.stacking(surfaces, names: names)
        findings += Self.constantMotion(surfaces, motion: motion, names: names)
        findings += Self.customShapes(surfaces, names: names)
        findings += TextContrast.findings(in: window, image: image, surfaces: surfaces, names: names)
        self.findings = findings
        surfaceCount = surfaces.count
        containedSurfaceCount = surfaces.filter { $0.container != nil }.count
        glassFrameCost = GlassFrameCost.measure(window: window, surfaces: surfaces)
        scale = window.screen.scale
    }

    /// Whether the audit found nothing.
    public var isClean: Bool { findings.isEmpty }

    // MARK: Checks

    private static func crowding(_ surfaces: [GlassSurface], names: SurfaceNames) -> [GlassAuditFinding] {
        let loose = surfaces.filter { $0.container == nil }
        guard loose.count > 2 else { return [] }
        return [GlassAuditFinding(
            kind: .tooManySurfaces, views: loose.map(names.name), frames: loose.map(\.frame),
            message: "\(loose.count) glass surfaces are visible at once outside a glass container; each samples what is behind it on its own. Put those that belong together in a GlassEffectContainer (UIGlassContainerEffect), or make some of them materials.")]
    }

    private static func stacking(_ surfaces: [GlassSurface], names: SurfaceNames) -> [GlassAuditFinding] {
        var findings: [GlassAuditFinding] = []
        for (index, lower) in surfaces.enumerated() {
            for upper in surfaces[(index + 1)...] {
                // Glass of one container merges rather than stacks.
                if let container = lower.container, container === upper.container { continue }
                let overlap = lower.frame.intersection(upper.frame)
                guard !overlap.isNull, overlap.width * overlap.height >= 16 else { continue }
                findings.append(GlassAuditFinding(
                    kind: .glassOnGlass, views: [names.name(upper), names.name(lower)], frames: [overlap],
                    message: "glass is drawn over other glass: the overlap is refracted twice. Keep the upper glass and give the lower surface a material (or nothing)."))
            }
        }
        return findings
    }

    private static func constantMotion(_ surfaces: [GlassSurface], motion: MotionSample, names: SurfaceNames) -> [GlassAuditFinding] {
        surfaces.filter { motion.isConstantlyAnimating($0.view) && !$0.isThin }.map { surface in
            GlassAuditFinding(
                kind: .constantlyAnimating, views: [names.name(surface)], frames: [surface.frame],
                message: "this glass changed in nearly every frame of a second: use the thin glass (Glass.thin) for surfaces that animate all the time, or stop the animation.")
        }
    }

    private static func customShapes(_ surfaces: [GlassSurface], names: SurfaceNames) -> [GlassAuditFinding] {
        surfaces.filter { $0.hasCustomShape && $0.isTappable && !$0.isInteractive }.map { surface in
            GlassAuditFinding(
                kind: .customShapeNotInteractive, views: [names.name(surface)], frames: [surface.frame],
                message: "tappable glass on a custom shape is not interactive: add .interactive() so it answers touches as glass does.")
        }
    }
}

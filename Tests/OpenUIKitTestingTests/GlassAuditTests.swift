import Foundation
import OpenSwiftUI
import SeedApps
import OpenUIKitTesting
import Testing


/// A breathing capsule of glass, on regular or thin glass.
private struct Breathing: View {
    let glass: Glass
    @State private var big = false
    var body: some View {
        Text("Recording")
            .padding()
            .glassEffect(glass)
            .scaleEffect(big ? 1.1 : 1)
            .onAppear { withAnimation(.easeInOut(duration: 0.4).repeatForever(autoreverses: true)) { big = true } }
    }
}

/// Each check, on purpose-built bad screens and on their healthy twins.
@MainActor
@Suite("Glass audit", .serialized, .manualClock)
struct GlassAuditTests {
    private let backdrop = Image(uiImage: SampleBackdrop.image(size: CGSize(width: 390, height: 844), scale: 1))

    private func audit(_ content: some View) -> GlassAudit {
        let screen = ZStack { backdrop; content }.ignoresSafeArea()
        return GlassAudit(of: GlassAuditWindow.showing(UIHostingController(rootView: screen)))
    }

    private func kinds(_ audit: GlassAudit) -> [GlassAuditFinding.Kind] { audit.findings.map(\.kind) }

    private func keep(_ audit: GlassAudit, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] else { return }
        try? audit.annotatedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/audit-\(name).png"))
    }

    private func buttons(inContainer: Bool) -> some View {
        let row = HStack(spacing: 40) {
            Button("One") {}.buttonStyle(.glass)
            Button("Two") {}.buttonStyle(.glass)
            Button("Three") {}.buttonStyle(.glass)
        }
        return Group {
            if inContainer { GlassEffectContainer { row } } else { row }
        }
    }

    @Test func moreThanTwoLooseGlassSurfacesAreReportedAndAContainerSettlesIt() throws {
        let crowded = audit(buttons(inContainer: false))
        keep(crowded, as: "crowded")
        #expect(kinds(crowded) == [.tooManySurfaces], "\(crowded.report)")
        let finding = try #require(crowded.findings.first)
        #expect(finding.views.count == 3 && finding.views.contains { $0.contains("“Two”") }, "the views are named: \(finding.views)")
        let contained = audit(buttons(inContainer: true))
        #expect(contained.isClean, "\(contained.report)")
        #expect(contained.surfaceCount == 3 && contained.containedSurfaceCount == 3)
    }

    @Test func glassOnGlassIsReported() {
        let stacked = audit(
            VStack { Button("Inner") {}.buttonStyle(.glass) }
                .frame(width: 240, height: 160)
                .glassEffect(.regular, in: .rect(cornerRadius: 24)))
        keep(stacked, as: "stacked")
        #expect(kinds(stacked) == [.glassOnGlass], "\(stacked.report)")
        let material = audit(
            VStack { Button("Inner") {}.buttonStyle(.glass) }
                .frame(width: 240, height: 160)
                .background(.regularMaterial, in: .rect(cornerRadius: 24)))
        #expect(material.isClean, "a material under glass is the remedy: \(material.report)")
    }

    @Test func constantlyAnimatingGlassIsReportedUnlessItIsThin() {
        let regular = audit(Breathing(glass: .regular))
        #expect(kinds(regular) == [.constantlyAnimating], "\(regular.report)")
        let thin = audit(Breathing(glass: .thin))
        #expect(thin.isClean, "\(thin.report)")
        let still = audit(Text("Still").padding().glassEffect())
        #expect(still.isClean, "\(still.report)")
    }

    @Test func tappableCustomShapedGlassMustBeInteractive() {
        let plain = audit(Button {} label: { Image(systemName: "plus").frame(width: 80, height: 80) }.glassEffect(.regular, in: Diamond()))
        keep(plain, as: "custom-shape")
        #expect(kinds(plain) == [.customShapeNotInteractive], "\(plain.report)")
        let interactive = audit(Button {} label: { Image(systemName: "plus").frame(width: 80, height: 80) }
            .glassEffect(.regular.interactive(), in: Diamond()))
        #expect(interactive.isClean, "\(interactive.report)")
        let decoration = audit(Color.clear.frame(width: 80, height: 80).glassEffect(.regular, in: Diamond()))
        #expect(decoration.isClean, "glass nobody taps needs no interaction: \(decoration.report)")
    }

    @Test func faintTextOnGlassIsReportedWithItsRatio() throws {
        let faint = audit(Text("Faint caption").font(.body).foregroundStyle(Color(white: 0.78)).padding().glassEffect())
        keep(faint, as: "contrast")
        #expect(kinds(faint) == [.lowContrastText], "\(faint.report)")
        let finding = try #require(faint.findings.first)
        #expect(finding.views.first?.contains("Faint caption") == true)
        #expect(finding.message.contains(":1"))
        let readable = audit(Text("Clear caption").font(.body).padding().glassEffect())
        #expect(readable.isClean, "\(readable.report)")
    }

    @Test func uiKitScreensAreAuditedToo() {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemTeal
        for index in 0..<3 {
            let glass = UIVisualEffectView(effect: UIGlassEffect())
            glass.frame = CGRect(x: 40, y: 120 + CGFloat(index) * 90, width: 200, height: 60)
            controller.view.addSubview(glass)
        }
        let overlapping = UIVisualEffectView(effect: UIGlassEffect())
        overlapping.frame = CGRect(x: 200, y: 130, width: 120, height: 40)
        controller.view.addSubview(overlapping)
        let audit = GlassAudit(of: GlassAuditWindow.showing(controller))
        #expect(Set(kinds(audit)) == [.tooManySurfaces, .glassOnGlass], "\(audit.report)")
    }

    @Test func theReportAndTheImageNumberTheFindings() throws {
        let crowded = audit(buttons(inContainer: false))
        #expect(crowded.report.contains("1. too many glass surfaces"))
        #expect(crowded.report.contains("Frame cost of the glass at 3x"))
        #expect(crowded.glassFrameCost >= 0)
        let annotated = crowded.annotatedImage()
        #expect(annotated.size == crowded.image.size)
        let marked = try #require(annotated.cgImage), plain = try #require(crowded.image.cgImage)
        let frame = try #require(crowded.findings.first?.frames.first)
        let edge = marked.rgba(atX: Int((frame.minX - 2) * 3), y: Int(frame.midY * 3))
        let before = plain.rgba(atX: Int((frame.minX - 2) * 3), y: Int(frame.midY * 3))
        #expect(edge != before, "the finding is outlined")
    }
}

import Foundation
import Observation
import OpenUIKitTesting
import SnapshotTesting
import Testing
@testable import OpenSwiftUI

// The screens of the article on custom glass components, written as the article writes
// them: a squircle FAB on interactive glass, a quick-actions strip in a glass container,
// a summary card on a material and a recording dot on thin glass.

@Observable
private final class FABModel {
    enum State: Equatable { case idle, pressed, disabled, loading }
    private(set) var state: State = .idle
    func press() {
        guard state == .idle else { return }
        state = .pressed
    }
    func release() {
        guard state == .pressed else { return }
        state = .loading
    }
    func finish() { state = .idle }
}

/// Apple's superellipse, as a custom shape.
private struct SquircleShape: Shape {
    let cornerRadius: CGFloat
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }
}

private struct AddInvoiceFAB: View {
    let action: @MainActor () -> Void
    var body: some View {
        Button(action: action) {
            Image(systemName: "plus")
                .font(.title2.weight(.semibold))
                .frame(width: 60, height: 60)
        }
        .glassEffect(.regular.interactive(), in: SquircleShape(cornerRadius: 18))
        .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
    }
}

private struct ActionButton: View {
    let systemName: String
    let label: String
    let action: @MainActor () -> Void
    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemName).font(.title3)
                Text(label).font(.caption2.weight(.medium))
            }
            .frame(width: 64, height: 56)
        }
        .buttonStyle(.plain)
    }
}

private struct InvoiceQuickActions: View {
    @State private var fabModel = FABModel()
    var body: some View {
        GlassEffectContainer(spacing: 12) {
            HStack(spacing: 12) {
                ActionButton(systemName: "doc.badge.plus", label: "New") { /* ... */ }
                ActionButton(systemName: "square.and.arrow.up", label: "Send") { /* ... */ }
                ActionButton(systemName: "ellipsis", label: "More") { /* ... */ }
            }
            .glassEffect(.regular.interactive(), in: .capsule)
        }
        .padding(.horizontal, 16)
        .padding(.bottom, 12)
    }
}

/// The summary card downgraded to a material, under glass chrome.
private struct MonthlySummaryCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("November").font(.headline)
            Text("$12,480 invoiced").font(.subheadline)
        }
        .padding()
        .background(.regularMaterial)
    }
}

/// A pulsing recording indicator on the cheaper thin glass.
private struct RecordingIndicator: View {
    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 12, height: 12)
            .padding(8)
            .glassEffect(.thin, in: .circle)
    }
}

@MainActor
@Suite(.snapshots(record: .missing)) struct CustomGlassComponentsTests {
    private var screen: some View {
        VStack(spacing: 24) {
            MonthlySummaryCard()
            AddInvoiceFAB {}
            InvoiceQuickActions()
            RecordingIndicator()
        }
        .padding(30)
        .background(Image(uiImage: SampleBackdrop.image(size: CGSize(width: 400, height: 460), scale: 2)))
    }

    @Test func theScreensWithTheirGlass() throws {
        assertSnapshot(of: screen, as: .image(traits: UITraitCollection(displayScale: 2)))
        let hosted = Hosted(screen, size: CGSize(width: 400, height: 460), scale: 2)
        hosted.settle()
        if let folder = ProcessInfo.processInfo.environment["OPENUIKIT_LOOK"] {
            try? hosted.window.renderedImage().pngData()?.write(to: URL(fileURLWithPath: folder + "/seed-invoize.png"))
        }
        let glass = hosted.drawnViews.compactMap { $0.view as? GlassEffectView }
        #expect(glass.count == 3, "the FAB, the quick-actions strip and the recording dot")
        #expect(glass.allSatisfy { $0.glassAttachment?.activeMaterial?.isGlass == true })
        let strip = try #require(glass.first { $0.frame.width > 200 })
        #expect(strip.glassAttachment?.enclosingContainer != nil, "the strip renders with its container")
        #expect(hosted.drawnViews.contains { $0.view is MaterialView }, "the card is a material")
    }

    @Test func theFABModelIgnoresAPressWhileLoading() {
        let sut = FABModel()
        sut.press()
        sut.release()
        sut.press()
        #expect(sut.state == .loading)
        sut.finish()
        #expect(sut.state == .idle)
    }

    @Test func theScreensRenderWithTheirShadowsAndShapes() throws {
        var tapped = 0
        let screen = VStack(spacing: 24) {
            AddInvoiceFAB { tapped += 1 }
            InvoiceQuickActions()
        }
        .padding(30)
        .background(Color(white: 0.9))
        let renderer = ImageRenderer(content: screen)
        renderer.scale = 2
        let image = try #require(renderer.cgImage)
        #expect(image.width > 400 && image.height > 300)
        // The FAB's shadow darkens the background below it.
        let hosted = Hosted(screen, size: CGSize(width: 400, height: 400), scale: 1)
        let fab = try #require(hosted.buttons.first)
        let frame = fab.convert(fab.bounds, to: hosted.window)
        hosted.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(tapped == 1)
    }
}

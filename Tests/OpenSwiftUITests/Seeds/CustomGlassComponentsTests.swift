import Foundation
import Observation
import OpenUIKitTesting
import SnapshotTesting
import Testing
@testable import OpenSwiftUI

// The screens of the article on custom glass components, as far as their glass: the same
// views with the glass modifiers left out (they come with glass support).

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
    let action: () -> Void
    var body: some View {
        Button(action: action) {
            Image(systemName: "plus")
                .font(.title2.weight(.semibold))
                .frame(width: 60, height: 60)
        }
        .background(Color.white, in: SquircleShape(cornerRadius: 18))
        .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
    }
}

private struct ActionButton: View {
    let systemName: String
    let label: String
    let action: () -> Void
    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemName).font(.title3)
                Text(label).font(.caption2.weight(.medium))
            }
            .frame(width: 64, height: 56)
        }
    }
}

private struct InvoiceQuickActions: View {
    @State private var fabModel = FABModel()
    var body: some View {
        HStack(spacing: 12) {
            ActionButton(systemName: "doc.badge.plus", label: "New") {}
            ActionButton(systemName: "square.and.arrow.up", label: "Send") {}
            ActionButton(systemName: "ellipsis", label: "More") {}
        }
        .background(.white, in: .capsule)
        .padding(.horizontal, 16)
        .padding(.bottom, 12)
    }
}

@MainActor
@Suite(.snapshots(record: .missing)) struct CustomGlassComponentsTests {
    @Test func theScreensAsFarAsTheirGlass() {
        let screen = VStack(spacing: 24) {
            AddInvoiceFAB {}
            InvoiceQuickActions()
        }
        .padding(30)
        .background(LinearGradient(colors: [Color(red: 0.85, green: 0.9, blue: 1), Color(red: 0.95, green: 0.88, blue: 0.95)], startPoint: .top, endPoint: .bottom))
        assertSnapshot(of: screen, as: .image(traits: UITraitCollection(displayScale: 2)))
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

import Foundation
import OpenSwiftUI
import SeedApps

/// Screens built to break one rule of healthy glass each, for trying the audit out.
@MainActor
enum BadScreens {
    static let all: [(name: String, summary: String, view: AnyView)] = [
        ("crowded", "three glass buttons side by side, no container", AnyView(crowded)),
        ("stacked", "a glass button on a glass card", AnyView(stacked)),
        ("animating", "a capsule breathing on regular glass", AnyView(Breathing())),
        ("custom-shape", "a tappable diamond of glass that is not interactive", AnyView(customShape)),
        ("faint-text", "light grey text on light glass", AnyView(faintText)),
    ]

    private static var backdrop: some View {
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
    }

    private static var crowded: some View {
        ZStack {
            backdrop
            HStack(spacing: 32) {
                Button("Play") {}.buttonStyle(.glass)
                Button("Skip") {}.buttonStyle(.glass)
                Button("Queue") {}.buttonStyle(.glass)
            }
        }
    }

    private static var stacked: some View {
        ZStack {
            backdrop
            VStack(spacing: 12) {
                Text("Now playing").font(.headline)
                Button("Pause") {}.buttonStyle(.glass)
            }
            .frame(width: 260, height: 160)
            .glassEffect(.regular, in: .rect(cornerRadius: 28))
        }
    }

    private static var customShape: some View {
        ZStack {
            backdrop
            Button {} label: { Image(systemName: "plus").font(.title).frame(width: 90, height: 90) }
                .glassEffect(.regular, in: Diamond())
        }
    }

    private static var faintText: some View {
        ZStack {
            backdrop
            Text("Synced a moment ago")
                .foregroundStyle(Color(white: 0.85))
                .padding()
                .glassEffect()
        }
    }
}


private struct Breathing: View {
    @State private var big = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
            Label("Recording", systemImage: "record.circle")
                .padding()
                .glassEffect()
                .scaleEffect(big ? 1.1 : 1)
                .onAppear { withAnimation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true)) { big = true } }
        }
    }
}

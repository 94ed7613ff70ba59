import OpenSwiftUI

/// The "What's New" sheet: the app's name as glass letters over a bright field, and the
/// release's highlights below.
public struct WhatsNewView: View {
    @Environment(\.dismiss) private var dismiss

    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            Color.clear
                .frame(height: 150)
                .glassEffect(.regular, in: GlyphShape("Grow"))
                .padding(.horizontal, 32)
                .padding(.top, 40)
                .accessibilityElement()
                .accessibilityLabel("Grow")
                .accessibilityAddTraits(.isHeader)
            VStack(alignment: .leading, spacing: 18) {
                highlight("drop.fill", "Glass everywhere", "Bars, buttons and menus float on Liquid Glass.")
                highlight("calendar", "Months at a glance", "Pick a month from the calendar in Insights.")
                highlight("figure.walk", "Challenges", "Photos stay sharp until the list scrolls under the bar.")
            }
            .padding(.horizontal, 28)
            Spacer()
            Button("Continue") { dismiss() }
                .buttonStyle(.glassProminent)
                .tint(Self.leafGreen)
                .controlSize(.large)
                .padding(.bottom, 24)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background { Self.field.ignoresSafeArea() }
    }

    private func highlight(_ symbol: String, _ title: String, _ detail: String) -> some View {
        HStack(alignment: .top, spacing: 14) {
            Image(systemName: symbol).font(.title2).foregroundStyle(Color.green).frame(width: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
        }
    }

    /// Grow's green, dark enough for white text on it.
    private static let leafGreen = Color(red: 0.1, green: 0.45, blue: 0.25)

    /// Leaves and sun behind the glass letters: glass needs something to bend.
    private static var field: some View {
        ZStack(alignment: .top) {
            Color(uiColor: .systemBackground)
            LinearGradient(colors: [.green, .mint, .yellow], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 214)
            Circle().fill(Color.orange).frame(width: 120, height: 120).offset(x: 90, y: 30)
            Capsule().fill(Color.teal).frame(width: 260, height: 46).rotationEffect(.degrees(-12)).offset(x: -60, y: 120)
        }
    }
}

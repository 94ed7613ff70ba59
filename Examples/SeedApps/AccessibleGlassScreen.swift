import Foundation
import OpenSwiftUI

/// A glass card and a pulsing badge that respect the accessibility settings, with switches
/// that change those settings live (as Settings › Accessibility would on a phone): Reduce
/// Motion stills the badge and swaps the card's glass for a material, Reduce Transparency
/// makes the glass frostier, Increase Contrast turns it black or white with a border.
public struct AccessibleGlassScreen: View {
    @State private var settings = UIAccessibility.simulatedSettings
    @State private var favourites = 42

    public init() {}

    public var body: some View {
        ZStack {
            LinearGradient(colors: [Color(red: 0.98, green: 0.55, blue: 0.35), Color(red: 0.45, green: 0.3, blue: 0.85)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()
            VStack(spacing: 20) {
                // The cards render as one batch of glass; they stand too far apart to merge.
                GlassEffectContainer(spacing: 8) {
                    VStack(spacing: 20) {
                        HStack(spacing: 16) {
                            FavouritesCard(count: favourites)
                            PulsingBadge()
                        }
                        ReadableCard()
                    }
                }
                SettingsPanel(settings: $settings)
            }
            .padding(20)
        }
        .onChange(of: settings) { _, newValue in
            UIAccessibility.setSimulatedSettings(newValue)
        }
    }
}

/// A statistic on glass that VoiceOver reads as one phrase: "Favourites: 42".
private struct FavouritesCard: View {
    let count: Int

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: "star.fill").font(.title)
            Text("\(count)").font(.title2.weight(.bold))
            Text("Favourites").font(.caption)
        }
        .padding(16)
        .glassEffect(.regular, in: .rect(cornerRadius: 20))
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Favourites: \(count)")
    }
}

/// A dot that breathes on thin glass, and holds still under Reduce Motion.
private struct PulsingBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var expanded = false

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 14, height: 14)
            .scaleEffect(expanded && !reduceMotion ? 1.25 : 1)
            .padding(12)
            .glassEffect(.thin, in: .circle)
            .onAppear { startPulsing() }
            .onChange(of: reduceMotion) { _, _ in startPulsing() }
            .accessibilityLabel("Recording")
    }

    private func startPulsing() {
        if reduceMotion {
            var still = Transaction()
            still.disablesAnimations = true
            withTransaction(still) { expanded = false }
        } else {
            withAnimation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true)) { expanded = true }
        }
    }
}

/// Text on glass, or on a plain material when motion is reduced; capped in Dynamic Type.
private struct ReadableCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        let content = VStack(alignment: .leading, spacing: 6) {
            Text("Camera bag").font(.headline).dynamicTypeSize(...DynamicTypeSize.accessibility3)
            Text("3 items · strap needs checking").font(.subheadline).dynamicTypeSize(...DynamicTypeSize.accessibility3)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .accessibilityElement(children: .combine)
        .accessibilityHint("Opens the bag's checklist")
        return Group {
            if reduceMotion {
                content.background(.ultraThinMaterial, in: .rect(cornerRadius: 18))
            } else {
                content.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 18))
            }
        }
    }
}

/// The switches for the settings the glass follows.
private struct SettingsPanel: View {
    @Binding var settings: UIAccessibility.Settings

    var body: some View {
        VStack(spacing: 0) {
            Toggle("Reduce Motion", isOn: $settings.isReduceMotionEnabled)
            Divider()
            Toggle("Reduce Transparency", isOn: $settings.isReduceTransparencyEnabled)
            Divider()
            Toggle("Increase Contrast", isOn: $settings.isDarkerSystemColorsEnabled)
        }
        .padding(.horizontal)
        .padding(.vertical, 6)
        .background(.thickMaterial, in: .rect(cornerRadius: 18))
    }
}

#Preview("Accessible glass") {
    AccessibleGlassScreen()
}

import Foundation

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// About half the height the sheet can take.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height the sheet can take.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the height the sheet can take, clamped to 0...1 (NaN is 1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction.isNaN ? 1 : min(1, max(0, fraction))))
    }

    /// A fixed height in points, clamped to what the sheet can take (NaN and negative heights are 0).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height.isNaN ? 0 : max(0, height)))
    }

    /// The UIKit detent.
    @MainActor var detent: UISheetPresentationController.Detent {
        switch kind {
        case .medium: return .medium()
        case .large: return .large()
        case .fraction(let fraction):
            return .custom(identifier: .init("fraction-\(fraction)")) { context in MainActor.assumeIsolated { context.maximumDetentValue * fraction } }
        case .height(let height):
            return .custom(identifier: .init("height-\(height)")) { _ in height }
        }
    }
}

/// Whether a sheet shows its grabber.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// What a presentation's content asks of it: detents, grabber, corners, background, and
/// whether a swipe may dismiss it.
struct PresentationSettings: Equatable {
    var detents: [PresentationDetent] = []
    var selectedDetent: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var background: Color?
    var interactiveDismissDisabled = false
    var compactAdaptation = PresentationAdaptation.automatic

    static func == (lhs: PresentationSettings, rhs: PresentationSettings) -> Bool {
        lhs.compactAdaptation == rhs.compactAdaptation && lhs.detents == rhs.detents && lhs.dragIndicator == rhs.dragIndicator && lhs.cornerRadius == rhs.cornerRadius
            && lhs.background == rhs.background && lhs.interactiveDismissDisabled == rhs.interactiveDismissDisabled
            && (lhs.selectedDetent?.wrappedValue == rhs.selectedDetent?.wrappedValue)
    }
}

/// Carries a presentation's settings up from its content; the settings nearest the top win.
struct PresentationSettingsKey: PreferenceKey {
    static var defaultValue: PresentationSettings { PresentationSettings() }

    static func reduce(value: inout PresentationSettings, nextValue: () -> PresentationSettings) {
        let next = nextValue()
        if value.detents.isEmpty { value.detents = next.detents }
        if value.selectedDetent == nil { value.selectedDetent = next.selectedDetent }
        if value.dragIndicator == .automatic { value.dragIndicator = next.dragIndicator }
        if value.cornerRadius == nil { value.cornerRadius = next.cornerRadius }
        if value.background == nil { value.background = next.background }
        value.interactiveDismissDisabled = value.interactiveDismissDisabled || next.interactiveDismissDisabled
        if value.compactAdaptation == .automatic { value.compactAdaptation = next.compactAdaptation }
    }
}

extension View {
    /// The heights the sheet this view is in rests at.
    ///
    /// ```swift
    /// .sheet(isPresented: $showsDetails) {
    ///     Details().presentationDetents([.medium, .large])
    /// }
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        transformPreference(PresentationSettingsKey.self) { $0.detents = Self.ordered(detents) }
    }

    /// The heights the sheet rests at, and the one it rests at now.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        transformPreference(PresentationSettingsKey.self) {
            $0.detents = Self.ordered(detents)
            $0.selectedDetent = selection
        }
    }

    /// Whether the sheet shows its grabber.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        transformPreference(PresentationSettingsKey.self) { $0.dragIndicator = visibility }
    }

    /// The sheet's corner radius; `nil` for the system's.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        transformPreference(PresentationSettingsKey.self) { $0.cornerRadius = cornerRadius.flatMap { $0.isFinite ? max(0, $0) : nil } }
    }

    /// The sheet's background colour.
    public func presentationBackground(_ color: Color) -> some View {
        transformPreference(PresentationSettingsKey.self) { $0.background = color }
    }

    /// Stops a swipe from dismissing the presentation this view is in.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        transformPreference(PresentationSettingsKey.self) { $0.interactiveDismissDisabled = isDisabled }
    }

    /// Detents from the smallest height to the largest (as UIKit wants them).
    private static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        func rank(_ detent: PresentationDetent) -> CGFloat {
            switch detent.kind {
            case .medium: return 0.5
            case .large: return 1
            case .fraction(let fraction): return fraction
            case .height(let height): return height / 10_000
            }
        }
        return detents.sorted { rank($0) < rank($1) }
    }
}

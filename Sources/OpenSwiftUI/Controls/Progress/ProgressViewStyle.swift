import Foundation

/// How a progress view looks: `.linear`, `.circular`, or one of your own.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a progress view in this style shows.
    associatedtype Body: View
    /// The progress view's view for a configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The progress and labels.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style is given.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A progress view's label of the current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The fraction done, 0...1, or `nil` while unknown.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current value's label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// A bar filling from the leading edge, with its label above and the current value's
/// label below; a spinner (with its label below) while the amount is unknown, as iOS shows.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    public init() { tint = nil }

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            VStack(alignment: .leading, spacing: 4) {
                configuration.label
                ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint, spokenLabel: nil)
                configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

/// A spinner while the amount is unknown, a ring filling clockwise when it is known;
/// the label below.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                ProgressRing(fraction: fraction)
            } else {
                ProgressSpinner()
            }
            configuration.label.foregroundStyle(.secondary)
        }
    }
}

/// The platform's style: a bar when the amount is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearProgressViewStyle().makeBody(configuration: configuration)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or a ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

/// A progress view style, type-erased.
typealias AnyProgressViewStyle = ErasedStyle<ProgressViewStyleConfiguration>

extension ErasedStyle where Configuration == ProgressViewStyleConfiguration {
    @MainActor init<S: ProgressViewStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: AnyProgressViewStyle? { nil } }

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}


extension View {
    /// Sets the style of the progress views inside.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

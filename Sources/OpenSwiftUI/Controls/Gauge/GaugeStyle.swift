import Foundation

/// How a gauge looks.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view a gauge in this style shows.
    associatedtype Body: View
    /// The gauge's view for a configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// A gauge's value and labels.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style is given.
public struct GaugeStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    public struct MinimumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    public struct MaximumValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    public struct MarkedValueLabels: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// Where the value lies in the range, 0...1.
    public var value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MinimumValueLabel?
    public var maximumValueLabel: MaximumValueLabel?
    public var markedValueLabels: MarkedValueLabels?
}

/// A bar filled to the value, the label and the value's label above it, the range's
/// labels below: the platform's gauge outside widgets.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                configuration.currentValueLabel.foregroundStyle(.secondary)
            }
            GaugeBar(fraction: configuration.value, height: 6, marker: false)
            if configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil {
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 8)
                    configuration.maximumValueLabel
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
    }
}

/// A thin line with a dot at the value, the range's labels at its ends.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6) {
            configuration.minimumValueLabel.font(.caption)
            GaugeBar(fraction: configuration.value, height: 4, marker: true)
            configuration.maximumValueLabel.font(.caption)
        }
    }
}

/// A thin bar filled to the value, the label above it.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 3) {
            configuration.label.font(.caption)
            GaugeBar(fraction: configuration.value, height: 4, marker: false)
        }
    }
}

/// A ring open at the bottom with a dot at the value, the value's label inside and the
/// range's labels at the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeRing(fraction: configuration.value, openArc: true)
            configuration.currentValueLabel.font(.system(size: 18, weight: .medium))
            HStack {
                configuration.minimumValueLabel
                Spacer(minLength: 0)
                configuration.maximumValueLabel
            }
            .font(.system(size: 10))
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .frame(width: 58, height: 58)
    }
}

/// A full ring filled to the value, the value's label inside.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeRing(fraction: configuration.value, openArc: false)
            configuration.currentValueLabel.font(.system(size: 16, weight: .medium))
        }
        .frame(width: 58, height: 58)
    }
}

/// The platform's gauge: the linear capacity bar.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

/// A gauge style, type-erased.
typealias AnyGaugeStyle = ErasedStyle<GaugeStyleConfiguration>

extension ErasedStyle where Configuration == GaugeStyleConfiguration {
    @MainActor init<S: GaugeStyle>(_ style: S) {
        self.init(style) { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey { static var defaultValue: AnyGaugeStyle? { nil } }

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}


extension View {
    /// Sets the style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}

/// A capsule track filled with the tint to a fraction, or with a dot there.
struct GaugeBar: View {
    let fraction: Double
    let height: CGFloat
    let marker: Bool

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(Color(uiColor: .systemFill))
                if marker {
                    Circle().fill(.tint).frame(width: height * 2.5, height: height * 2.5)
                        .offset(x: max(0, min(width - height * 2.5, width * fraction - height * 1.25)))
                } else {
                    Capsule().fill(.tint).frame(width: max(height, width * fraction))
                        .opacity(fraction > 0 ? 1 : 0)
                }
            }
        }
        .frame(height: marker ? height * 2.5 : height)
    }
}

/// A ring (open at the bottom, with a dot at the value, or closed and filled to it).
struct GaugeRing: View {
    let fraction: Double
    let openArc: Bool

    var body: some View {
        let span = openArc ? 0.75 : 1.0
        ZStack {
            Circle().trim(from: 0, to: span).stroke(Color(uiColor: .systemFill), style: StrokeStyle(lineWidth: 6, lineCap: .round))
            if openArc {
                Circle().trim(from: 0, to: span).stroke(.tint.opacity(0.35), style: StrokeStyle(lineWidth: 6, lineCap: .round))
                // The ring is turned so the arc starts at the bottom left; the dot turns from there.
                Circle().fill(.tint).frame(width: 10, height: 10)
                    .offset(x: 26)
                    .rotationEffect(.degrees(270 * fraction))
            } else {
                Circle().trim(from: 0, to: fraction).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            }
        }
        .rotationEffect(.degrees(openArc ? 135 : -90))
        .padding(3)
    }
}

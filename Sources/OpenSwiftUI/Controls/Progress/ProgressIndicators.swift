import Foundation

/// A `UIProgressView` taking the width offered.
struct ProgressBar: View, PrimitiveView {
    let fraction: Double
    let tint: Color?
    let spokenLabel: String?

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let bar = node.platformView(ofType: UIProgressView.self) { UIProgressView(progressViewStyle: .default) }
        let progress = Float(fraction)
        if bar.progress != progress { bar.setProgress(progress, animated: context.transaction.animation != nil) }
        let tintColor = (tint ?? context.environment.tint)?.resolvedColor(in: context.environment)
        if bar.progressTintColor != tintColor { bar.progressTintColor = tintColor }
        node.setLayout(RepresentableLayout(view: bar) { proposal in
            CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 160, height: 4)
        })
        node.removeChildren(from: 0)
    }
}

/// A spinning `UIActivityIndicatorView`.
struct ProgressSpinner: View, PrimitiveView {
    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let spinner = node.platformView(ofType: UIActivityIndicatorView.self) { UIActivityIndicatorView(style: .medium) }
        if !spinner.isAnimating { spinner.startAnimating() }
        if let tint = context.environment.tint?.resolvedColor(in: context.environment), spinner.color != tint { spinner.color = tint }
        node.setLayout(RepresentableLayout(view: spinner) { _ in spinner.intrinsicContentSize })
        node.removeChildren(from: 0)
    }
}

/// A ring filling clockwise from the top with the fraction done.
struct ProgressRing: View {
    let fraction: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color(uiColor: .systemFill), lineWidth: 3)
            Circle().trim(from: 0, to: CGFloat(fraction)).stroke(.tint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 22, height: 22)
    }
}

import Foundation
import CMallocInfo
import OpenCombine
import OpenUIKit

/// The iOS 26 way: a label reads its model in `updateProperties()`.
@Observable
final class ObservedText {
    var text = "0"
}

final class ObservedLabel: UILabel {
    let model: ObservedText
    static var propertiesRuns = 0
    static var layoutRuns = 0

    init(model: ObservedText) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateProperties() {
        super.updateProperties()
        Self.propertiesRuns += 1
        text = model.text
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        Self.layoutRuns += 1
    }
}

/// The pre-iOS 26 way: `@Published` and a `sink` that sets the label.
final class PublishedText: OpenCombine.ObservableObject {
    @OpenCombine.Published var text = "0"
}

/// A window of bound labels and the models that drive them.
@MainActor
final class BoundScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 402, height: 874))
    var observed: [ObservedText] = []
    var published: [PublishedText] = []
    var cancellables: [AnyCancellable] = []
    private var round = 0

    enum Binding { case observation, bareObservation, combine, none }

    /// Labels whose hand-rolled `withObservationTracking` binding fired.
    var bareDirty: [Int] = []
    private var bareLabels: [UILabel] = []

    init(count: Int, binding: Binding) {
        window.makeKeyAndVisible()
        for i in 0..<count {
            let label: UILabel
            switch binding {
            case .observation:
                let model = ObservedText()
                observed.append(model)
                label = ObservedLabel(model: model)
            case .combine:
                let model = PublishedText()
                published.append(model)
                label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
                cancellables.append(model.$text.sink { [weak label] text in label?.text = text })
            case .bareObservation:
                let model = ObservedText()
                observed.append(model)
                label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
                bareLabels.append(label)
                track(i)
            case .none:
                label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
            }
            label.frame.origin = CGPoint(x: CGFloat(i % 5) * 80, y: CGFloat(i / 5 % 43) * 20)
            window.addSubview(label)
        }
        window.layoutIfNeeded()
    }

    /// The floor of any Observation binding: set the label inside `withObservationTracking`
    /// and re-arm on change, with nothing of OpenUIKit's update cycle around it.
    private func track(_ index: Int) {
        let label = bareLabels[index], model = observed[index]
        withObservationTracking { label.text = model.text } onChange: { [unowned self] in
            MainActor.assumeIsolated { self.bareDirty.append(index) }
        }
    }

    /// Changes `count` models spread over the screen, then runs the update pass.
    func change(_ count: Int) {
        round += 1
        let stride = max(1, max(observed.count, published.count) / count)
        for k in 0..<count {
            let index = (k * stride + round) % max(1, max(observed.count, published.count))
            if !observed.isEmpty { observed[index].text = "\(round)" }
            if !published.isEmpty { published[index].text = "\(round)" }
        }
        for index in bareDirty { track(index) }
        bareDirty.removeAll(keepingCapacity: true)
        window.layoutIfNeeded()
    }
}

/// Bytes the allocator holds, from glibc.
func allocatedBytes() -> Int { Int(cmallocinfo_allocated_bytes()) }

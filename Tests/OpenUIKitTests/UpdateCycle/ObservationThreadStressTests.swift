import Foundation
import Testing
@testable import OpenUIKit

/// A model other threads write; each is written by one thread only.
@Observable
final class ThreadWrittenModel: @unchecked Sendable {
    var value = 0
}

/// A model with two properties, written by one thread.
@Observable
final class TwoValueModel: @unchecked Sendable {
    var first = 0
    var second = 0
}

/// A label that shows a model's value, read in `updateProperties()`.
private final class ModelLabel: UILabel {
    let value: () -> Int

    init(value: @escaping () -> Int) {
        self.value = value
        super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
    }

    required init?(coder: NSCoder) { nil }

    override func updateProperties() {
        super.updateProperties()
        text = String(value())
    }
}

@MainActor
@Suite(.serialized) struct ObservationThreadStressTests {
    /// Four threads write twenty models while update passes run on the main actor; once
    /// the writers stop, every label must show its model's last value.
    @Test func everyLabelEndsWithItsModelsLastWrite() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        window.makeKeyAndVisible()
        let models = (0..<20).map { _ in ThreadWrittenModel() }
        let labels = models.map { model in ModelLabel { model.value } }
        for (index, label) in labels.enumerated() {
            label.frame.origin.y = CGFloat(index) * 22
            window.addSubview(label)
        }
        window.layoutIfNeeded()
        let finished = Counter()
        for thread in 0..<4 {
            let mine = models.enumerated().filter { $0.offset % 4 == thread }.map(\.element)
            Thread.detachNewThread {
                for step in 1...3_000 {
                    mine[step % mine.count].value = step
                    if step % 64 == 0 { usleep(50) }
                }
                finished.increment()
            }
        }
        while finished.value < 4 {
            window.layoutIfNeeded()
            await Task.yield()
        }
        for _ in 0..<3 {
            await window.waitForScheduledUpdates()
            window.layoutIfNeeded()
        }
        let stale = zip(models, labels).filter { $0.0.value != Int($0.1.text ?? "") }
        #expect(stale.isEmpty, "\(stale.count) labels show an old value")
    }

    /// Four threads write both properties of four models for seconds without a pause while
    /// twenty labels (five a model) show both: once the writers stop, every label shows
    /// its model's last values, whatever the interleaving.
    @Test func labelsConvergeAfterUnpausedWritesToTwoProperties() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        window.makeKeyAndVisible()
        let models = (0..<4).map { _ in TwoValueModel() }
        let labels = (0..<20).map { index in
            let model = models[index % 4]
            return ModelLabel { model.first * 1_000_000_000 + model.second }
        }
        for (index, label) in labels.enumerated() {
            label.frame.origin.y = CGFloat(index) * 22
            window.addSubview(label)
        }
        window.layoutIfNeeded()
        let finished = Counter()
        let deadline = ContinuousClock.now + .seconds(10)
        for model in models {
            Thread.detachNewThread {
                var step = 0
                while ContinuousClock.now < deadline {
                    step += 1
                    model.first = step % 1_000
                    model.second = step
                }
                finished.increment()
            }
        }
        while finished.value < 4 {
            window.layoutIfNeeded()
            await Task.yield()
        }
        for _ in 0..<4 {
            await window.waitForScheduledUpdates()
            window.layoutIfNeeded()
        }
        let stale = labels.enumerated().filter { index, label in
            let model = models[index % 4]
            return Int(label.text ?? "") != model.first * 1_000_000_000 + model.second
        }
        #expect(stale.isEmpty, "\(stale.count) of 20 labels show an old value")
    }

    /// A pass that runs while a write is between will-set and the store reads the old
    /// value; the change must still reach a later pass once the value lands.
    @Test func aPassDuringASlowWriteDoesNotMissIt() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let model = SlowWriteModel()
        let label = ModelLabel { model.value }
        window.addSubview(label)
        window.layoutIfNeeded()
        #expect(label.text == "0")
        let finished = Counter()
        Thread.detachNewThread {
            model.value = 7
            finished.increment()
        }
        while finished.value < 1 {
            window.layoutIfNeeded()
            await Task.yield()
        }
        for _ in 0..<3 {
            await window.waitForScheduledUpdates()
            window.layoutIfNeeded()
        }
        #expect(label.text == "7")
    }
}

/// A model whose writes take a while between Observation's will-set and the store, as a
/// writer thread preempted at the worst moment would.
final class SlowWriteModel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var stored = 0

    var value: Int {
        get {
            registrar.access(self, keyPath: \.value)
            return lock.withLock { stored }
        }
        set {
            registrar.willSet(self, keyPath: \.value)
            usleep(30_000)
            lock.withLock { stored = newValue }
            registrar.didSet(self, keyPath: \.value)
        }
    }
}

/// A count several threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

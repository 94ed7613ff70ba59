import Foundation
import Synchronization

/// The threads that help draw a frame: one per processor beyond the caller's, kept warm
/// between the parallel steps of a frame.
///
/// A frame runs many short parallel steps (bands, then each glass container's frost and
/// shading). Waking a sleeping thread for each costs tens of microseconds on a virtual
/// machine, as much as a small step itself, so a worker spins briefly after each step
/// before it sleeps: the next step of the same frame finds it awake, and an idle window
/// costs nothing once the workers sleep.
///
/// Process-wide as the system's own thread pools are: frames of every window share the
/// machine's processors.
package final class RenderWorkers: @unchecked Sendable {
    /// The pool every frame shares.
    package static let shared = RenderWorkers(workerCount: ProcessInfo.processInfo.activeProcessorCount - 1)

    /// One parallel step: indices `0..<count`, each taken once by whichever thread is free.
    ///
    /// It points at the caller's closure rather than holding it: a worker may still hold a
    /// finished step for a moment, and must not keep the closure alive past the call that
    /// made it. The closure is only reached through an index taken below `count`, and the
    /// caller waits for every such index to finish.
    private final class Job: @unchecked Sendable {
        let body: UnsafePointer<(Int) -> Void>
        let count: Int
        let helpers: Int
        let next = Atomic<Int>(0)
        let finished = Atomic<Int>(0)
        let joined = Atomic<Int>(0)

        init(body: UnsafePointer<(Int) -> Void>, count: Int, helpers: Int) {
            self.body = body
            self.count = count
            self.helpers = helpers
        }

        /// Takes and runs indices until none are left.
        func work() {
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                call(index)
                finished.wrappingAdd(1, ordering: .releasing)
            }
        }

        /// Calls the closure, releasing whatever the call retained before returning.
        @inline(never)
        private func call(_ index: Int) { body.pointee(index) }
    }

    private let workerCount: Int
    private let current = Mutex<Job?>(nil)
    private let generation = Atomic<Int>(0)
    private let sleepers = Atomic<Int>(0)
    private let running = Atomic<Bool>(false)
    private let started = Mutex(false)
    private let wakeUp = NSCondition()
    /// How long an idle worker keeps looking for the next step before it sleeps.
    private static let spinDuration: Duration = .microseconds(300)

    init(workerCount: Int) {
        self.workerCount = max(0, min(workerCount, 63))
    }

    /// Runs `body` for every index in `0..<count` on the caller's thread and up to
    /// `threads - 1` workers, and returns when all are done. Runs on the caller's thread
    /// alone when there are no workers or another step is already running (a step started
    /// from inside a step, or from a second thread at once).
    package func run(_ count: Int, threads: Int, _ body: (Int) -> Void) {
        let helpers = min(threads - 1, workerCount, count - 1)
        guard helpers > 0, running.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            for index in 0..<count { body(index) }
            return
        }
        defer { running.store(false, ordering: .releasing) }
        startWorkersIfNeeded()
        withoutActuallyEscaping(body) { body in
            var closure = body
            withUnsafePointer(to: &closure) { pointer in
                post(Job(body: pointer, count: count, helpers: helpers))
            }
        }
    }

    /// Hands `job` to the workers, works on it too, and returns when it is done.
    private func post(_ job: Job) {
        current.withLock { $0 = job }
        generation.wrappingAdd(1, ordering: .sequentiallyConsistent)
        if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
            wakeUp.lock()
            wakeUp.broadcast()
            wakeUp.unlock()
        }
        job.work()
        while job.finished.load(ordering: .acquiring) < job.count { sched_yield() }
        current.withLock { $0 = nil }
    }

    private func startWorkersIfNeeded() {
        started.withLock { started in
            guard !started else { return }
            started = true
            for index in 0..<workerCount {
                let thread = Thread { [self] in workLoop() }
                thread.name = "OpenUIKit render \(index + 1)"
                thread.qualityOfService = .userInteractive
                thread.start()
            }
        }
    }

    private func workLoop() {
        var seen = generation.load(ordering: .sequentiallyConsistent)
        while true {
            seen = waitForStep(after: seen)
            guard let job = current.withLock({ $0 }) else { continue }
            // A step asks for at most `helpers` workers besides its caller.
            guard job.joined.wrappingAdd(1, ordering: .relaxed).oldValue < job.helpers else { continue }
            job.work()
        }
    }

    /// Spins for a moment, then sleeps, until a step newer than `seen` is posted; returns its generation.
    private func waitForStep(after seen: Int) -> Int {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.spinDuration)
        var spins = 0
        while true {
            let latest = generation.load(ordering: .sequentiallyConsistent)
            if latest != seen { return latest }
            spins += 1
            if spins % 64 == 0, clock.now >= deadline { break }
        }
        wakeUp.lock()
        sleepers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        var latest = generation.load(ordering: .sequentiallyConsistent)
        while latest == seen {
            wakeUp.wait()
            latest = generation.load(ordering: .sequentiallyConsistent)
        }
        sleepers.wrappingSubtract(1, ordering: .sequentiallyConsistent)
        wakeUp.unlock()
        return latest
    }
}

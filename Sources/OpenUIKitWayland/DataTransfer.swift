import CWayland
import Foundation

/// Bytes moving through a pipe to or from another app without blocking: each ``step()``
/// reads or writes what the pipe takes now. The connection's event descriptor watches the
/// pipe, so the app wakes when it is ready; a transfer that exceeds its size or time limit
/// gives up and closes the pipe.
@MainActor
final class DataTransfer {
    private enum Direction {
        case reading(limit: Int, completion: @MainActor (Data?) -> Void)
        case writing(Data, completion: @MainActor () -> Void)
    }

    let fileDescriptor: Int32
    private let direction: Direction
    private let deadline: ContinuousClock.Instant
    private var bytes = Data()
    private var offset = 0
    /// Steps that found the pipe not ready: the deadline counts only once the app has looked a
    /// few times, so an app that stalled past it still moves what the other side did meanwhile.
    private var waits = 0
    private static let waitsBeforeGivingUp = 10
    private(set) var isFinished = false

    /// Reads `fd` to its end (at most `limit` bytes, within `seconds`), then hands over what
    /// came, or `nil` when it was too much, failed or timed out.
    init(reading fd: Int32, limit: Int, seconds: TimeInterval = 10, completion: @escaping @MainActor (Data?) -> Void) {
        fileDescriptor = fd
        direction = .reading(limit: limit, completion: completion)
        deadline = .now + .seconds(seconds)
        Self.makeNonBlocking(fd)
    }

    /// Writes `data` to `fd` as it drains (within `seconds`), then closes it.
    init(writing data: Data, to fd: Int32, seconds: TimeInterval = 10, completion: @escaping @MainActor () -> Void) {
        fileDescriptor = fd
        direction = .writing(data, completion: completion)
        deadline = .now + .seconds(seconds)
        Self.makeNonBlocking(fd)
    }

    /// Whether the connection should wake when the pipe can be written (else read).
    var waitsForOutput: Bool {
        if case .writing = direction { return true }
        return false
    }

    private static func makeNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }

    /// Moves what the pipe takes now; finishes on the end, an error or the deadline.
    func step() {
        guard !isFinished else { return }
        switch direction {
        case .reading(let limit, let completion):
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(fileDescriptor, &buffer, buffer.count)
                if count > 0 {
                    bytes.append(contentsOf: buffer[..<count])
                    if bytes.count > limit { return finish { completion(nil) } }
                    continue
                }
                if count < 0, errno == EAGAIN || errno == EINTR { break }
                let received = bytes
                return finish { completion(count == 0 ? received : nil) }
            }
            if waitedTooLong() { finish { completion(nil) } }
        case .writing(let data, let completion):
            while offset < data.count {
                let count = data.withUnsafeBytes { write(fileDescriptor, $0.baseAddress! + offset, data.count - offset) }
                if count > 0 {
                    offset += count
                    continue
                }
                if count < 0, errno == EAGAIN || errno == EINTR {
                    if waitedTooLong() { finish(completion) }
                    return
                }
                break  // the reader went away
            }
            finish(completion)
        }
    }

    /// Counts a step that found the pipe not ready; whether the transfer has had its time.
    private func waitedTooLong() -> Bool {
        waits += 1
        return waits >= Self.waitsBeforeGivingUp && ContinuousClock.now > deadline
    }

    private func finish(_ then: @MainActor () -> Void) {
        guard !isFinished else { return }
        isFinished = true
        Foundation.close(fileDescriptor)
        then()
    }

    /// Stops the transfer and closes the pipe.
    func cancel() {
        finish {}
    }
}

import Foundation
import Testing
@testable import OpenSwiftUI
@testable @_spi(OpenUIKit) import OpenUIKit

private struct Badge: View {
    let count: Int
    var body: some View {
        Text("\(count) new").font(.headline).padding(8)
    }
}

/// Windows made and torn down again and again leave nothing behind: a screen of the usual
/// kinds (navigation, a long diffable list, a glass button, hosted SwiftUI) is freed whole
/// once its window lets go of it.
@MainActor
@Suite("Window soak")
struct WindowSoakTests {
    private struct Watched {
        weak var window: UIWindow?
        weak var navigation: UINavigationController?
        weak var list: UICollectionView?
        weak var cell: UICollectionViewCell?
        weak var button: UIButton?
        weak var host: UIViewController?
        weak var hostView: UIView?

        var survivors: [String] {
            let objects: [(String, AnyObject?)] = [("window", window), ("navigation", navigation), ("list", list), ("cell", cell),
                                                   ("button", button), ("host", host), ("host view", hostView)]
            return objects.compactMap { $0.1 == nil ? nil : $0.0 }
        }
    }

    /// Builds a screen in a window, shows a frame, then tears it down as an app does.
    private func cycle() -> Watched {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let screen = UIViewController()
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
        let list = UICollectionView(frame: screen.view.bounds, collectionViewLayout: layout)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        screen.view.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: list) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<1_000))
        source.apply(snapshot, animatingDifferences: false)
        var glass = UIButton.Configuration.glass()
        glass.title = "Play"
        let button = UIButton(configuration: glass)
        button.frame = CGRect(x: 20, y: 700, width: 120, height: 44)
        screen.view.addSubview(button)
        let host = UIHostingController(rootView: Badge(count: 3))
        host.sizingOptions = [.intrinsicContentSize]
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: host.view)
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = window.renderedImage()
        let watched = Watched(window: window, navigation: navigation, list: list, cell: list.visibleCells.first,
                              button: button, host: host, hostView: host.view)
        withExtendedLifetime(source) {}
        window.rootViewController = nil
        window.isHidden = true
        return watched
    }

    @Test func aTornDownWindowFreesEverythingItShowed() async {
        let watched = cycle()
        // Deferred work (a frame scheduled, a clean-up handed to the main actor) runs first.
        await Task.yield()
        #expect(watched.survivors.isEmpty, "still alive: \(watched.survivors)")
    }

    /// Memory is measured in a process of its own (this test binary again, running only
    /// ``measureMemoryPerWindow()``), so that other tests running alongside cannot move it.
    @Test func memoryStaysFlatOverManyWindows() throws {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-soak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        child.arguments = ["--testing-library", "swift-testing", "--filter", "measureMemoryPerWindow"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.reportVariable] = report.path
        // glibc raises its mmap threshold after large blocks (window images) are freed, and
        // then keeps freed heap it could return: fixed thresholds keep resident memory a
        // measure of what is still allocated.
        environment["MALLOC_MMAP_THRESHOLD_"] = "131072"
        environment["MALLOC_TRIM_THRESHOLD_"] = "131072"
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        let bytesPerWindow = try #require(Int(String(contentsOf: report, encoding: .utf8)))
        // Before, each window left about 70 KB behind (text layout made attributed strings,
        // and Foundation on Linux leaks part of each).
        #expect(bytesPerWindow < 8_192, "\(bytesPerWindow) bytes per window")
    }

    private nonisolated static let reportVariable = "OPENUIKIT_SOAK_REPORT"

    /// Runs only inside ``memoryStaysFlatOverManyWindows()``'s child process: warms up,
    /// then reports the resident memory each further window adds.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[reportVariable] != nil))
    func measureMemoryPerWindow() async throws {
        let report = try #require(ProcessInfo.processInfo.environment[Self.reportVariable])
        for _ in 0..<20 { await cycleAndSettle() }
        let before = Self.residentBytes()
        let windows = 60
        for _ in 0..<windows { await cycleAndSettle() }
        let perWindow = (Self.residentBytes() - before) / windows
        try String(perWindow).write(toFile: report, atomically: true, encoding: .utf8)
    }

    /// One window, then the deferred work it left (frames, clean-ups on the main actor)
    /// runs before the next, as it would between an app's events.
    private func cycleAndSettle() async {
        let watched = cycle()
        // Whatever still holds the screen (a frame or clean-up scheduled on the main queue)
        // lets go once the main queue runs; a loaded machine only makes that later.
        for _ in 0..<2_000 where !watched.survivors.isEmpty {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    private static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }

    @Test func everyWindowOfManyIsFreed() async {
        for _ in 0..<30 {
            let watched = cycle()
            await Task.yield()
            #expect(watched.survivors.isEmpty, "still alive: \(watched.survivors)")
        }
    }
}

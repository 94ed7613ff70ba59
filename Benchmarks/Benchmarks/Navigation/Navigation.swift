import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// Frames of a navigation push in a 390×844 window at 3x: a list screen slides in over
/// another under the glass bar, one 120 Hz frame per iteration (the frame that starts a
/// push loads and lays out the arriving screen), against the same window's frame with
/// nothing moving as the baseline; frames of a medium glass sheet sliding up over the
/// same list (presented again each time it lands); tab switches under the floating tab
/// bar; a list flung at speed; and a SwiftUI screen animating with `withAnimation`. Each at
/// the default render thread count and at 1 and 2.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(4),
        maxIterations: 300
    )
    // Each at the default thread count and at 1 and 2 render threads, in the same run.
    for threads in [nil, 1, 2] as [Int?] {
        let suffix = threads.map { ", \($0) render thread\($0 == 1 ? "" : "s")" } ?? ""
        frameBenchmark("Sheet frame, a medium glass sheet sliding up over the list, 390x844 at 3x" + suffix, threads: threads) { SheetScreen() }
        frameBenchmark("SwiftUI frame, twelve cards animating with withAnimation, 390x844 at 3x" + suffix, threads: threads) {
            SwiftUIScreen()
        }
        frameBenchmark("Tab switch frame, two list stacks under the floating glass tab bar, 390x844 at 3x" + suffix, threads: threads) {
            TabSwitchScreen()
        }
        frameBenchmark("Fling frame, the list scrolling 36 pt a frame under the glass bar, 390x844 at 3x" + suffix, threads: threads) {
            FlingScreen()
        }
        frameBenchmark("Push frame, list over list under the glass bar, 390x844 at 3x" + suffix, threads: threads) { PushScreen(pushing: true) }
        frameBenchmark("Idle frame, same stack (baseline)" + suffix, threads: threads) { PushScreen(pushing: false) }
    }
}

/// A screen whose frames a benchmark measures: each `frame()` advances the clock one
/// 120 Hz frame and brings the window up to date.
@MainActor
protocol FrameScreen {
    var window: UIWindow { get }
    func frame()
}

/// Steady frames of the screen `make` builds, after 20 frames to warm up, on the manual
/// clock; `threads` pins the window's render thread count.
func frameBenchmark(_ name: String, threads: Int?, _ make: @escaping @MainActor @Sendable () -> any FrameScreen) {
    Benchmark(name) { benchmark in
        await MainActor.run {
            MediaClock.current.useManualTime()
            defer { MediaClock.current.useSystemTime() }
            let screen = make()
            if let threads { screen.window.renderThreadCount = threads }
            for _ in 0..<20 { screen.frame() }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { screen.frame() }
            benchmark.stopMeasurement()
        }
    }
}

/// A 390×844 window at 3x showing a list screen in a navigation controller, rendered once.
@MainActor
func makeListStack() -> (UIWindow, UINavigationController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screen = UIScreen(bounds: window.bounds, scale: 3)
    let navigation = UINavigationController(rootViewController: ListScreenController(depth: 0))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    blackHole(window.renderedImage())
    return (window, navigation)
}

@MainActor
private final class PushScreen: FrameScreen {
    let window: UIWindow
    let navigation: UINavigationController
    /// Whether a new screen starts sliding in whenever the last slide ended.
    private let pushing: Bool
    private var framesLeftInPush = 0

    init(pushing: Bool) {
        self.pushing = pushing
        (window, navigation) = makeListStack()
    }

    /// One 120 Hz frame (the stack is kept short by replacing it under the top).
    func frame() {
        if pushing, framesLeftInPush == 0 {
            if navigation.viewControllers.count > 3 { navigation.setViewControllers(Array(navigation.viewControllers.suffix(1)), animated: false) }
            navigation.pushViewController(ListScreenController(depth: navigation.viewControllers.count), animated: true)
            framesLeftInPush = Int(0.5 * 120)
        }
        framesLeftInPush = max(0, framesLeftInPush - 1)
        MediaClock.current.advance(by: 1.0 / 120)
        blackHole(window.renderedImage())
    }
}

/// An inset-grouped list of 200 rows with two bar items, as an app's screen.
@MainActor
final class ListScreenController: UIViewController {
    let depth: Int
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

    init(depth: Int) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(depth)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = item % 3 == 0 ? "Details" : nil
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
        navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .search)]
    }
}

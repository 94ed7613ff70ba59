import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// The list screen under its glass bar scrolling as a fling does at speed: 36 points per
/// 120 Hz frame (4,320 points a second), rows entering and leaving every few frames, back
/// to the top when the end is near.
@MainActor
final class FlingScreen: FrameScreen {
    let window: UIWindow
    private let list: UICollectionView

    init() {
        let navigation: UINavigationController
        (window, navigation) = makeListStack()
        list = navigation.topViewController!.view.subviews.compactMap { $0 as? UICollectionView }.first!
    }

    func frame() {
        let end = list.contentSize.height - list.bounds.height
        var offset = list.contentOffset
        offset.y = offset.y + 36 > end ? -list.adjustedContentInset.top : offset.y + 36
        list.contentOffset = offset
        MediaClock.current.advance(by: 1.0 / 120)
        blackHole(window.updateFrame())
    }
}

import Benchmark
import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
@_spi(OpenUIKit) import OpenUIKit

/// The push benchmark's list under its bar, with a sheet at its medium detent sliding up
/// over it: each frame advances the clock 1/120 s and renders; a new presentation starts
/// when the last one has landed.
@MainActor
final class SheetScreen: FrameScreen {
    let window: UIWindow
    let navigation: UINavigationController
    private var framesLeftInSlide = 0

    init() {
        (window, navigation) = makeListStack()
    }

    func frame() {
        if framesLeftInSlide == 0 {
            navigation.dismiss(animated: false)
            let card = CardController()
            card.sheetPresentationController?.detents = [.medium(), .large()]
            card.sheetPresentationController?.prefersGrabberVisible = true
            navigation.present(card, animated: true)
            framesLeftInSlide = Int(0.5 * 120)
        }
        framesLeftInSlide -= 1
        MediaClock.current.advance(by: 1.0 / 120)
        blackHole(window.renderedImage())
    }
}

/// A sheet's content: a title and a prominent glass button, no background of its own.
@MainActor
private final class CardController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let title = UILabel()
        title.text = "The Silent River"
        title.font = .preferredFont(forTextStyle: .title2)
        title.frame = CGRect(x: 24, y: 36, width: 326, height: 32)
        view.addSubview(title)
        var configuration = UIButton.Configuration.prominentGlass()
        configuration.title = "Add to Favourites"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 24, y: 96, width: 326, height: 50)
        view.addSubview(button)
    }
}

import OpenSwiftUI
import SeedApps
import OpenUIKit

/// The demo's glass screen: two glass droplets that merge and split (seed 000), a glass
/// card that materializes and dematerializes, interactive glass buttons, and a search
/// field that takes typing, selection, copy and paste.
final class GlassDemoViewController: UIViewController {
    private let backdrop = DemoBackdropView()
    private let droplets = UIVisualEffectView(effect: {
        let effect = UIGlassContainerEffect()
        effect.spacing = 24
        return effect
    }())
    private let play = UIVisualEffectView(effect: GlassDemoViewController.interactiveGlass())
    private let skip = UIVisualEffectView(effect: GlassDemoViewController.interactiveGlass())
    private let card = UIVisualEffectView(effect: UIGlassEffect())
    private let cardTitle = UILabel()
    private let cardSubtitle = UILabel()
    private let controls = UIVisualEffectView(effect: UIGlassContainerEffect())
    private var mergeButton: UIButton!
    private var cardButton: UIButton!
    private(set) var isMerged = false
    let searchField = UISearchTextField()
    private let searchGlass = UIVisualEffectView(effect: UIGlassEffect())

    private static func interactiveGlass() -> UIGlassEffect {
        let effect = UIGlassEffect()
        effect.isInteractive = true
        return effect
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(backdrop)
        view.addSubview(droplets)
        droplets.contentView.addSubview(play)
        droplets.contentView.addSubview(skip)
        for (droplet, symbol) in [(play, "play.fill"), (skip, "forward.fill")] {
            let icon = UIImageView(image: UIImage(systemName: symbol))
            icon.tintColor = .label
            icon.tag = 1
            droplet.contentView.addSubview(icon)
        }

        cardTitle.text = "Toy Story 5"
        cardTitle.font = .preferredFont(forTextStyle: .title2)
        cardTitle.textColor = .label
        cardSubtitle.text = "Pixar Animation Studios"
        cardSubtitle.font = .preferredFont(forTextStyle: .subheadline)
        cardSubtitle.textColor = .secondaryLabel
        card.cornerConfiguration = .corners(radius: 28)
        card.contentView.addSubview(cardTitle)
        card.contentView.addSubview(cardSubtitle)
        view.addSubview(card)

        mergeButton = UIButton(configuration: .prominentGlass(), primaryAction: UIAction(title: "Merge") { [unowned self] _ in
            self.toggleMerge()
        })
        cardButton = UIButton(configuration: .glass(), primaryAction: UIAction(title: "Glass off") { [unowned self] _ in
            self.toggleCard()
        })
        view.addSubview(controls)
        controls.contentView.addSubview(mergeButton)
        controls.contentView.addSubview(cardButton)

        searchField.placeholder = "Search films"
        // iOS 26 sets search on glass.
        searchGlass.cornerConfiguration = .capsule()
        searchGlass.contentView.addSubview(searchField)
        view.addSubview(searchGlass)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds
        backdrop.frame = bounds
        droplets.frame = bounds
        searchGlass.frame = CGRect(x: 24, y: 40, width: bounds.width - 48, height: 44)
        searchField.frame = searchGlass.bounds.insetBy(dx: 4, dy: 4)
        card.frame = CGRect(x: 24, y: 96, width: bounds.width - 48, height: 96)
        cardTitle.frame = CGRect(x: 24, y: 18, width: card.bounds.width - 48, height: 32)
        cardSubtitle.frame = CGRect(x: 24, y: 52, width: card.bounds.width - 48, height: 24)
        placeDroplets()
        controls.frame = bounds
        let buttonWidth = (bounds.width - 64) / 2
        mergeButton.frame = CGRect(x: 24, y: bounds.height - 96, width: buttonWidth, height: 52)
        cardButton.frame = CGRect(x: 40 + buttonWidth, y: bounds.height - 96, width: buttonWidth, height: 52)
    }

    private func placeDroplets() {
        let size: CGFloat = 76
        let y = view.bounds.midY - size / 2
        let apart = (
            CGRect(x: view.bounds.midX - size - 30, y: y, width: size, height: size),
            CGRect(x: view.bounds.midX + 30, y: y, width: size, height: size))
        let merged = CGRect(x: view.bounds.midX - size * 0.8, y: y, width: size * 1.6, height: size)
        play.frame = isMerged ? merged : apart.0
        skip.frame = isMerged ? merged : apart.1
        for droplet in [play, skip] {
            droplet.contentView.viewWithTag(1)?.frame = CGRect(x: droplet.bounds.midX - 14, y: droplet.bounds.midY - 14, width: 28, height: 28)
        }
    }

    /// Seed 000: animate both frames to one and the glass flows together; apart again, it splits.
    func toggleMerge() {
        isMerged.toggle()
        mergeButton.configuration?.title = isMerged ? "Split" : "Merge"
        UIView.animate(springDuration: 0.7, bounce: 0.25) {
            self.placeDroplets()
        }
    }

    /// Seed 000: setting the effect in an animation materializes the glass; nil dematerializes it.
    func toggleCard() {
        let showing = card.effect != nil
        cardButton.configuration?.title = showing ? "Glass on" : "Glass off"
        UIView.animate(withDuration: 0.6) {
            self.card.effect = showing ? nil : UIGlassEffect()
        }
    }
}

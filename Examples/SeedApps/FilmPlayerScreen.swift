import Foundation
import Observation
import OpenUIKit

/// What the film screen shows about the film.
@Observable
public final class FilmModel {
    public var title = "Up"
    public var tagline = "Adventure is out there."
    public var accent: UIColor = .systemOrange

    public init() {}
}

/// What the mini player shows about the playback.
@Observable
public final class PlaybackModel {
    public var filmTitle = "Up"
    public var isPlaying = false
    public var progress: Float = 0.25

    public init() {}
}

/// A player bar on indigo glass: the title, a play/pause button and the progress, all set in
/// `updateProperties()` from the playback model (a change re-runs it, not the layout).
public final class MiniPlayerBar: UIView {
    public let model: PlaybackModel
    private let glass = UIVisualEffectView()
    private let titleLabel = UILabel()
    public let playPauseButton = UIButton(configuration: .plain())
    private let progressView = UIProgressView()
    /// How many times each step ran, to show which one a change reaches.
    public private(set) var propertyUpdates = 0
    public private(set) var layouts = 0

    public init(model: PlaybackModel) {
        self.model = model
        super.init(frame: .zero)
        let effect = UIGlassEffect()
        effect.tintColor = .systemIndigo
        glass.effect = effect
        glass.cornerConfiguration = .capsule()
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        playPauseButton.addAction(UIAction { [weak model] _ in model?.isPlaying.toggle() }, for: .primaryActionTriggered)
        for view in [titleLabel, playPauseButton, progressView] as [UIView] { glass.contentView.addSubview(view) }
        addSubview(glass)
    }

    public required init?(coder: NSCoder) { nil }

    public override func updateProperties() {
        super.updateProperties()
        propertyUpdates += 1
        titleLabel.text = model.filmTitle
        progressView.progress = model.progress
        playPauseButton.configuration?.image = UIImage(systemName: model.isPlaying ? "pause.fill" : "play.fill")
        playPauseButton.accessibilityLabel = model.isPlaying ? "Pause" : "Play"
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        glass.frame = bounds
        let inset: CGFloat = 20
        playPauseButton.frame = CGRect(x: bounds.width - inset - 44, y: (bounds.height - 44) / 2, width: 44, height: 44)
        titleLabel.frame = CGRect(x: inset, y: 10, width: bounds.width - 2 * inset - 52, height: 22)
        progressView.frame = CGRect(x: inset, y: bounds.height - 18, width: bounds.width - 2 * inset - 52, height: 4)
    }
}

/// A film's screen in UIKit: a poster drawn from the film model, its title and tagline set in
/// `updateProperties()`, glass buttons, filter pills on glass that collapse into one search
/// capsule (the pills' glass merges as their frames meet, in one container), and the mini
/// player.
public final class FilmPlayerViewController: UIViewController {
    public let film: FilmModel
    public let playback: PlaybackModel
    public let miniPlayer: MiniPlayerBar
    private let poster = UIView()
    private let titleLabel = UILabel()
    private let taglineLabel = UILabel()
    private let actions = UIStackView()
    private let actionsContainer = UIVisualEffectView(effect: UIGlassContainerEffect())
    private let filters = UIVisualEffectView(effect: {
        let effect = UIGlassContainerEffect()
        effect.spacing = 16
        return effect
    }())
    public private(set) var pills: [UIVisualEffectView] = []
    public let search = UIVisualEffectView(effect: UIGlassEffect())
    public private(set) var pillsCollapsed = false

    public init(film: FilmModel = FilmModel(), playback: PlaybackModel = PlaybackModel()) {
        self.film = film
        self.playback = playback
        miniPlayer = MiniPlayerBar(model: playback)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        poster.layer.cornerRadius = 24
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        taglineLabel.font = .preferredFont(forTextStyle: .title3)
        taglineLabel.textColor = .secondaryLabel
        actions.axis = .horizontal
        actions.spacing = 12
        actions.distribution = .fillEqually
        for (title, symbol) in [("Trailer", "play.rectangle"), ("Watchlist", "plus")] {
            var configuration = UIButton.Configuration.glass()
            configuration.title = title
            configuration.image = UIImage(systemName: symbol)
            actions.addArrangedSubview(UIButton(configuration: configuration))
        }
        for title in ["Pixar", "Family", "2009", "Adventure"] {
            let pill = UIVisualEffectView(effect: UIGlassEffect())
            pill.cornerConfiguration = .capsule()
            let label = UILabel()
            label.text = title
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textAlignment = .center
            label.tag = 1
            pill.contentView.addSubview(label)
            filters.contentView.addSubview(pill)
            pills.append(pill)
        }
        let field = UILabel()
        field.text = "Search films"
        field.textColor = .secondaryLabel
        field.tag = 1
        search.contentView.addSubview(field)
        search.alpha = 0
        filters.contentView.addSubview(search)
        // The two glass buttons render together, as one batch of glass.
        actionsContainer.contentView.addSubview(actions)
        for subview in [poster, titleLabel, taglineLabel, actionsContainer, filters, miniPlayer] as [UIView] { view.addSubview(subview) }
    }

    public override func updateProperties() {
        super.updateProperties()
        titleLabel.text = film.title
        taglineLabel.text = film.tagline
        poster.backgroundColor = film.accent
        playback.filmTitle = film.title
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets, width = view.bounds.width, margin: CGFloat = 20
        filters.frame = CGRect(x: 0, y: safe.top + 8, width: width, height: 44)
        layoutPills()
        poster.frame = CGRect(x: margin, y: filters.frame.maxY + 16, width: width - 2 * margin, height: 300)
        titleLabel.frame = CGRect(x: margin, y: poster.frame.maxY + 16, width: width - 2 * margin, height: 42)
        taglineLabel.frame = CGRect(x: margin, y: titleLabel.frame.maxY + 4, width: width - 2 * margin, height: 26)
        actionsContainer.frame = CGRect(x: margin, y: taglineLabel.frame.maxY + 20, width: width - 2 * margin, height: 48)
        actions.frame = actionsContainer.bounds
        miniPlayer.frame = CGRect(x: margin, y: view.bounds.height - safe.bottom - 72, width: width - 2 * margin, height: 64)
    }

    /// The pills side by side, or all at the search capsule's frame when collapsed.
    private func layoutPills() {
        let searchFrame = CGRect(x: 20, y: 0, width: filters.bounds.width - 40, height: 44)
        search.frame = searchFrame
        var x: CGFloat = 20
        for pill in pills {
            let label = pill.contentView.viewWithTag(1)
            let width = (label?.intrinsicContentSize.width ?? 60) + 28
            pill.frame = pillsCollapsed ? searchFrame : CGRect(x: x, y: 0, width: width, height: 44)
            x += width + 8
            // A collapsing pill's title keeps its size and fades with it.
            if !pillsCollapsed { label?.frame = pill.bounds }
        }
        search.contentView.viewWithTag(1)?.frame = search.bounds.insetBy(dx: 18, dy: 0)
    }

    /// Collapses the filter pills into the search capsule (or spreads them out again): their
    /// frames move together, so their glass merges into one as it goes.
    public func setPillsCollapsed(_ collapsed: Bool, animated: Bool = true) {
        guard collapsed != pillsCollapsed else { return }
        pillsCollapsed = collapsed
        let change = {
            self.layoutPills()
            for pill in self.pills { pill.alpha = collapsed ? 0 : 1 }
            self.search.alpha = collapsed ? 1 : 0
        }
        if animated { UIView.animate(withDuration: 0.4, animations: change) } else { change() }
    }
}

#Preview("Film player", traits: .landscapeLeft) {
    FilmPlayerViewController()
}

#Preview("Mini player", traits: .sizeThatFitsLayout) {
    let bar = MiniPlayerBar(model: PlaybackModel())
    bar.frame.size = CGSize(width: 360, height: 64)
    bar
}

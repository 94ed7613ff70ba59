import Foundation
import OpenUIKit

/// A film's card, presented as a sheet from the list (medium and large detents, grabber).
/// It has no background of its own, so the sheet's glass shows; its button reads the
/// `@Observable` row in `updateProperties()`, so toggling the favourite re-titles it.
final class FilmSheetViewController: UIViewController {
    private let film: FilmRow
    private let titleLabel = UILabel()
    private let yearLabel = UILabel()
    private let favouriteButton = UIButton(configuration: .prominentGlass())

    init(film: FilmRow) {
        self.film = film
        super.init(nibName: nil, bundle: nil)
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        yearLabel.font = .preferredFont(forTextStyle: .subheadline)
        yearLabel.textColor = .secondaryLabel
        yearLabel.textAlignment = .center
        favouriteButton.addAction(UIAction { [film] _ in film.isFavourite.toggle() }, for: .primaryActionTriggered)
        let stack = UIStackView(arrangedSubviews: [titleLabel, yearLabel, favouriteButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.setCustomSpacing(28, after: yearLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 36),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
            favouriteButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    override func updateProperties() {
        super.updateProperties()
        titleLabel.text = film.title
        yearLabel.text = "\(film.year)"
        favouriteButton.configuration?.title = film.isFavourite ? "Remove from Favourites" : "Add to Favourites"
        favouriteButton.configuration?.baseBackgroundColor = film.isFavourite ? .systemPink : nil
    }
}

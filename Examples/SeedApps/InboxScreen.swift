import Foundation
import Observation
import OpenUIKit

/// One message of the inbox: what its row shows, watched by the row itself.
@Observable
public final class InboxMessage: Identifiable {
    public let id: Int
    public var sender: String
    public var subject: String
    public var isRead: Bool

    public init(id: Int, sender: String, subject: String, isRead: Bool = false) {
        self.id = id
        self.sender = sender
        self.subject = subject
        self.isRead = isRead
    }
}

/// The inbox's messages and what the screen says about them.
@Observable
public final class Inbox {
    public var messages: [InboxMessage]

    public init() {
        let senders = ["Ada", "Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis", "Frances"]
        let subjects = ["Lunch on Friday?", "The build is green", "Slides for Monday", "Re: glass on Linux",
                        "Invoice 1047", "Tickets", "Release notes", "Photos from the trip"]
        messages = (0..<8).map { InboxMessage(id: $0, sender: senders[$0], subject: subjects[$0], isRead: $0 % 3 == 2) }
    }

    /// How many messages are unread.
    public var unreadCount: Int { messages.filter { !$0.isRead }.count }
}

/// The inbox screen: a list whose rows follow their messages through the cells'
/// configuration update handler, and a status line and a tab badge that follow the unread
/// count through `updateProperties()`. Nothing is reloaded or invalidated by hand: a change to
/// a model re-runs exactly the code that read it.
public final class InboxViewController: UIViewController, UICollectionViewDelegate {
    public let inbox: Inbox
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private let statusLabel = UILabel()
    /// How many times `updateProperties()` ran: the badge and status follow the model here.
    public private(set) var propertyUpdates = 0

    public init(inbox: Inbox) {
        self.inbox = inbox
        super.init(nibName: nil, bundle: nil)
        title = "Inbox"
        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
        collectionView.delegate = self
        view.addSubview(collectionView)
        let messages = Dictionary(uniqueKeysWithValues: inbox.messages.map { ($0.id, $0) })
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, id in
            guard let message = messages[id] else { return }
            // Reads of the message here are tracked: a change re-runs this handler for this cell.
            cell.configurationUpdateHandler = { cell, _ in
                var content = UIListContentConfiguration.subtitleCell()
                content.image = UIImage(systemName: message.isRead ? "envelope.open" : "envelope.fill")
                content.text = message.sender
                content.secondaryText = message.subject
                content.textProperties.font = .preferredFont(forTextStyle: message.isRead ? .body : .headline)
                cell.contentConfiguration = content
            }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, id in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(inbox.messages.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: false)
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.textAlignment = .center
        statusLabel.textColor = .secondaryLabel
        view.addSubview(statusLabel)
    }

    public override func updateProperties() {
        super.updateProperties()
        propertyUpdates += 1
        let unread = inbox.unreadCount
        statusLabel.text = unread == 1 ? "1 unread message" : "\(unread) unread messages"
        statusLabel.alpha = unread > 0 ? 1 : 0
        (navigationController ?? self).tabBarItem.badgeValue = unread > 0 ? "\(unread)" : nil
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
        let safe = view.safeAreaInsets
        statusLabel.frame = CGRect(x: 0, y: view.bounds.height - safe.bottom - 28, width: view.bounds.width, height: 20)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath), let message = inbox.messages.first(where: { $0.id == id }) else { return }
        message.isRead.toggle()
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    /// The inbox in a navigation controller in a tab bar controller, beside an archive tab.
    public static func app(inbox: Inbox = Inbox()) -> UITabBarController {
        let inboxTab = UINavigationController(rootViewController: InboxViewController(inbox: inbox))
        inboxTab.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let archive = UIViewController()
        archive.view.backgroundColor = .systemGroupedBackground
        archive.title = "Archive"
        let archiveTab = UINavigationController(rootViewController: archive)
        archiveTab.tabBarItem = UITabBarItem(title: "Archive", image: UIImage(systemName: "archivebox"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [inboxTab, archiveTab]
        return tabs
    }
}

#Preview("Inbox") {
    UINavigationController(rootViewController: InboxViewController(inbox: Inbox()))
}

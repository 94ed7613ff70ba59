import Foundation
import OpenUIKitTesting
import Testing

/// A reference image of iOS 26's scroll edge effects on a scrolled table: the soft effect
/// under a floating title at the top, the hard one under a floating bar at the bottom.
/// Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct EdgeEffectReferenceTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Row")
            cell.textLabel?.text = "Track \(indexPath.row + 1)"
            cell.detailTextLabel?.text = indexPath.row.isMultiple(of: 2) ? "Side A" : "Side B"
            cell.imageView?.image = UIImage(systemName: indexPath.row.isMultiple(of: 3) ? "star.fill" : "play.fill")
            return cell
        }
    }

    private func floatingContainer(frame: CGRect, text: String, over table: UITableView, edge: UIRectEdge) -> UIView {
        let container = UIView(frame: frame)
        let label = UILabel(frame: container.bounds.insetBy(dx: 16, dy: 8))
        label.text = text
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        container.addSubview(label)
        let interaction = UIScrollEdgeElementContainerInteraction()
        interaction.scrollView = table
        interaction.edge = edge
        container.addInteraction(interaction)
        return container
    }

    @Test func softAndHardEdgeEffectsOverAScrolledTable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        let rows = Rows()
        table.dataSource = rows
        table.bottomEdgeEffect.style = .hard
        window.addSubview(table)
        window.addSubview(floatingContainer(frame: CGRect(x: 0, y: 0, width: 320, height: 56), text: "Now Playing", over: table, edge: .top))
        window.addSubview(floatingContainer(frame: CGRect(x: 0, y: 424, width: 320, height: 56), text: "Queue · 40 tracks", over: table, edge: .bottom))
        window.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        assertSnapshot(of: window.renderedImage(), as: .image(perceptualPrecision: 0.98), named: "scroll-edge-effects")
    }
}

import Foundation
import OpenUIKitTesting
import Testing

/// A reference image of a grouped table written the classic way: a data source with
/// section titles, value1 cells through `textLabel`/`detailTextLabel`/`imageView`, and
/// standard accessories. Looked at when recorded.
@MainActor
@Suite(.snapshots(record: .missing), .bandDeterminism) struct TableReferenceTests {
    final class Settings: NSObject, UITableViewDataSource {
        let sections: [(title: String, rows: [(String, String?, String, UITableViewCell.AccessoryType)])] = [
            ("Network", [("Wi-Fi", "Home", "star.fill", .disclosureIndicator), ("Bluetooth", "On", "heart.fill", .disclosureIndicator)]),
            ("Sound", [("Ringtone", "Reflection", "play.fill", .disclosureIndicator), ("Silent", nil, "magnifyingglass", .checkmark),
                       ("Haptics", nil, "plus", .detailButton)]),
        ]
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "Haptics play with sounds and alerts." : nil
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let (title, value, symbol, accessory) = sections[indexPath.section].rows[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "Setting") ?? UITableViewCell(style: .value1, reuseIdentifier: "Setting")
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = value
            cell.imageView?.image = UIImage(systemName: symbol)
            cell.accessoryType = accessory
            return cell
        }
    }

    @Test func groupedSettingsTableMatchesItsReference() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.makeKeyAndVisible()
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        let settings = Settings()
        table.dataSource = settings
        window.addSubview(table)
        window.layoutIfNeeded()
        assertSnapshot(of: window.renderedImage(), as: .image(perceptualPrecision: 0.98), named: "inset-grouped-table")
    }
}

import Foundation
import OpenSwiftUI
import SeedApps

/// The invoices screen as an app: a window on the desktop when `DISPLAY` is set, headless
/// otherwise (`OPENUIKIT_FRAMES_DIR=frames swift run invoices` writes its frames).
@main
struct InvoicesApp: App {
    var body: some Scene {
        WindowGroup("Invoices") {
            InvoiceListScreen()
        }
    }
}

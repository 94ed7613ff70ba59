import Foundation
import OpenSwiftUI
import SeedApps

/// Glass under the accessibility settings, switchable live, as an app: a window on the
/// desktop when `DISPLAY` is set, headless otherwise (`OPENUIKIT_FRAMES_DIR=frames swift
/// run accessible-glass` writes its frames).
@main
struct AccessibleGlassApp: App {
    var body: some Scene {
        WindowGroup("Accessible Glass") {
            AccessibleGlassScreen()
        }
    }
}

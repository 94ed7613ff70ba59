// Renders every preview of the example screens to PNG files:
// `swift run openuikit-previews --output previews`.
import Foundation
import OpenUIKitTesting
import SeedApps
import TrailsKit

exit(PreviewCommand.run())

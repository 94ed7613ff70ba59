// `import OpenUIKit` brings the layers beneath, as `import UIKit` brings CoreGraphics,
// QuartzCore and Foundation (and OpenCoreText, where UIKit's text attributes and
// paragraph styles live beside the typesetter); Observation comes too, so `@Observable` models need no import.
@_exported import Foundation
@_exported import Observation
@_exported import OpenCoreGraphics
@_exported import OpenCoreText
@_exported import OpenQuartzCore

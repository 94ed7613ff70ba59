// One import for code that runs on both Apple platforms and Linux: Apple's UIKit and
// SwiftUI where they exist, OpenUIKit and OpenSwiftUI elsewhere (the OpenCombineShim pattern).
// The package builds OpenUIKit's targets for this module only on Linux, so on macOS (no
// UIKit, outside Mac Catalyst) the shim brings SwiftUI alone.
#if canImport(UIKit)
@_exported import UIKit
#elseif canImport(OpenUIKit)
@_exported import OpenUIKit
#endif
// ImageIO's image sources are part of OpenCoreGraphics, which OpenUIKit brings.
#if canImport(ImageIO)
@_exported import ImageIO
#endif
#if canImport(SwiftUI)
@_exported import SwiftUI
#elseif canImport(OpenSwiftUI)
@_exported import OpenSwiftUI
#endif

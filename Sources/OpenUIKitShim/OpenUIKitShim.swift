// One import for code that runs on both Apple platforms and Linux: Apple's UIKit and
// SwiftUI where they exist, OpenUIKit and OpenSwiftUI elsewhere (the OpenCombineShim pattern).
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import OpenUIKit
#endif
#if canImport(SwiftUI)
@_exported import SwiftUI
#else
@_exported import OpenSwiftUI
#endif

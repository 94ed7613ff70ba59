// One import for code that runs on both Apple platforms and Linux: Apple's UIKit where it
// exists, OpenUIKit elsewhere (the OpenCombineShim pattern).
#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import OpenUIKit
#endif

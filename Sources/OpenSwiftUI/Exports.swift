// `import OpenSwiftUI` brings OpenUIKit and the layers beneath it, as `import SwiftUI`
// brings UIKit on iOS: hosting controllers, colours and fonts meet UIKit's types.
@_exported import OpenUIKit
// SwiftUI on Apple's platforms brings Combine (`ObservableObject`, `@Published`,
// publishers); OpenSwiftUI brings OpenCombine, which has the same names.
@_exported import OpenCombine

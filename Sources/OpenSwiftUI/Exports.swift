// `import OpenSwiftUI` brings OpenUIKit and the layers beneath it, as `import SwiftUI`
// brings UIKit on iOS: hosting controllers, colours and fonts meet UIKit's types.
@_exported import OpenUIKit

// A program with a good preview, one that traps and one of endless size, for
// `PreviewCommandTests`: the command reports each bad one by name and renders the rest.
import Foundation
import OpenSwiftUI
import OpenUIKitTesting

#Preview("Good", traits: .fixedLayout(width: 20, height: 20)) {
    Color.blue
}

#Preview("Traps") {
    let values: [Int] = []
    Text("\(values[1])")
}

#Preview("Endless", traits: .sizeThatFitsLayout) {
    let view = UIView()
    view.frame.size = CGSize(width: CGFloat.infinity, height: 10)
    view
}

exit(PreviewCommand.run())

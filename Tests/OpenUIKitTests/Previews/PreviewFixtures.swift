import OpenSwiftUI
import OpenUIKit

// Previews as apps write them, found by `PreviewCatalogTests`.

#Preview("Named view controller") {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemRed
    controller
}

#Preview {
    let view = UIView()
    view.backgroundColor = .systemBlue
    return view
}

#Preview("Swatch", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Color.green.frame(width: 40, height: 30)
}

#Preview("Counter") {
    @Previewable @State var count = 3
    Text("Count \(count)")
        .onAppear { count += 1 }
}

struct FixturePreviewBadge_Previews: PreviewProvider {
    static var previews: some View {
        Color.orange
            .frame(width: 20, height: 10)
            .previewLayout(.fixed(width: 64, height: 48))
    }
}

struct FixtureNamedProvider_Previews: PreviewProvider {
    static var previews: some View {
        Text("Provider")
            .previewDisplayName("Provider with a name")
            .previewInterfaceOrientation(.landscapeRight)
    }
}

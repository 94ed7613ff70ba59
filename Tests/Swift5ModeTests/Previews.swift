import OpenUIKitShim

// A SwiftUI file and a UIKit file as Xcode's templates end them, in Swift 5 mode.

struct GreetingView: View {
    var name: String

    var body: some View {
        VStack {
            Image(systemName: "globe")
                .imageScale(.large)
            Text("Hello, \(name)!")
        }
        .padding()
    }
}

#Preview {
    GreetingView(name: "world")
}

#Preview("Toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    Toggle("Airplane Mode", isOn: $isOn)
        .padding()
}

struct GreetingView_Previews: PreviewProvider {
    static var previews: some View {
        GreetingView(name: "provider")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Greeting provider")
    }
}

final class GreetingViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

#Preview("Greeting controller") {
    GreetingViewController()
}

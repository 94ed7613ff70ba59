import Foundation
import Testing
@testable import OpenSwiftUI

/// Counts what SwiftUI asks of a represented label.
@MainActor
private final class Calls {
    var made = 0
    var updates: [String] = []
    var dismantled = 0
    var coordinators: [ObjectIdentifier] = []
}

private struct Badge: UIViewRepresentable {
    let text: String
    let calls: Calls
    var hugs = false

    final class Coordinator {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UILabel {
        calls.made += 1
        let label = UILabel()
        if hugs { label.setContentHuggingPriority(.required, for: .horizontal) }
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        calls.updates.append(text)
        calls.coordinators.append(ObjectIdentifier(context.coordinator))
    }

    static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
        dismantledCount += 1
    }

    nonisolated(unsafe) static var dismantledCount = 0
}

private struct Square: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ view: UIView, context: Context) { view.backgroundColor = context.environment.colorScheme == .dark ? .white : .black }
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? { CGSize(width: 30, height: CGFloat.nan) }
}

private final class PlainController: UIViewController {
    var appeared = 0
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appeared += 1
    }
}

private struct Embedded: UIViewControllerRepresentable {
    let controller: PlainController
    func makeUIViewController(context: Context) -> PlainController { controller }
    func updateUIViewController(_ controller: PlainController, context: Context) {}
}

@MainActor
@Suite(.serialized) struct RepresentableTests {
    private struct Screen: View {
        @State var text = "One"
        @State var shown = true
        let calls: Calls
        var body: some View {
            VStack {
                if shown { Badge(text: text, calls: calls) }
                Button("Change") { text = "Two" }
                Button("Hide") { shown = false }
            }
        }
    }

    @Test func madeOnceUpdatedOnChangeDismantledOnRemoval() throws {
        Badge.dismantledCount = 0
        let calls = Calls()
        let hosted = Hosted(Screen(calls: calls), size: CGSize(width: 300, height: 300))
        #expect(calls.made == 1)
        #expect(calls.updates.last == "One")
        let label = try #require(hosted.drawnViews.first { $0.view is UILabel && ($0.view as? UILabel)?.text == "One" })
        hosted.window.tap(at: CGPoint(x: hosted.buttons[0].frame.midX, y: hosted.buttons[0].convert(hosted.buttons[0].bounds, to: hosted.window).midY))
        hosted.window.layoutIfNeeded()
        #expect(calls.made == 1, "the view is made once")
        #expect(calls.updates.last == "Two")
        #expect((label.view as? UILabel)?.text == "Two")
        #expect(Set(calls.coordinators).count == 1, "one coordinator for the view's life")
        let hide = hosted.buttons[1].convert(hosted.buttons[1].bounds, to: hosted.window)
        hosted.window.tap(at: CGPoint(x: hide.midX, y: hide.midY))
        hosted.window.layoutIfNeeded()
        #expect(Badge.dismantledCount == 1)
        #expect(label.view.window == nil)
    }

    @Test func sizingFollowsIntrinsicSizeAndPriorities() {
        let calls = Calls()
        let loose = Hosted(Badge(text: "Hi", calls: calls).frame(width: 200), size: CGSize(width: 300, height: 100))
        let looseLabel = loose.drawnViews.first { $0.view is UILabel }
        #expect(looseLabel?.frame.width == 200, "a label hugs loosely: it grows to what is offered")
        let tight = Hosted(Badge(text: "Hi", calls: calls, hugs: true).frame(width: 200), size: CGSize(width: 300, height: 100))
        let tightLabel = tight.drawnViews.first { $0.view is UILabel }
        #expect((tightLabel?.frame.width ?? 0) < 50, "required hugging keeps its intrinsic width")
    }

    @Test func customSizeIsUsedAndClamped() {
        let hosted = Hosted(Square(), size: CGSize(width: 100, height: 100))
        let square = hosted.drawnViews.first { type(of: $0.view) == UIView.self }
        #expect(square?.frame.size == CGSize(width: 30, height: 0))
    }

    @Test func controllersBecomeChildrenOfTheHost() {
        let embedded = PlainController()
        let hosted = Hosted(Embedded(controller: embedded), size: CGSize(width: 100, height: 100))
        #expect(embedded.parent === hosted.controller)
        #expect(embedded.view.window === hosted.window)
    }
}

@MainActor
@Suite struct HostingConfigurationTests {
    @Test func cellsSizeToTheirContentWithMargins() {
        let configuration = UIHostingConfiguration { Color.red.frame(height: 60) }
        let view = configuration.makeContentView()
        #expect(view.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height == 82)
        let tighter = configuration.margins(.vertical, 0).minSize(height: 100)
        #expect(tighter.makeContentView().sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height == 100)
        let bad = configuration.margins(.all, .nan).minSize(width: -4, height: .infinity)
        #expect(bad.makeContentView().sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height == 60)
    }

    @Test func aTableCellShowsAndSizesTheSwiftUIContent() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.contentConfiguration = UIHostingConfiguration {
                    Color(red: 1, green: 0, blue: 0).frame(height: CGFloat(40 + indexPath.row * 10))
                }
                .background(Color(red: 0, green: 0, blue: 1))
                return cell
            }
        }
        let source = Source()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        let window = UIWindow(frame: table.frame)
        window.screen = UIScreen(bounds: table.frame, scale: 1)
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 62)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height == 82)
        let image = window.renderedImage().cgImage!
        let inside = image.rgba(atX: 100, y: 30), margin = image.rgba(atX: 100, y: 3)
        #expect(inside.red > 240 && inside.blue < 20, "content: \(inside)")
        #expect(margin.blue > 240 && margin.red < 20, "background fills the margins: \(margin)")
    }
}

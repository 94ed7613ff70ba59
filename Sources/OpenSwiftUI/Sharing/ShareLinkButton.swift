import Foundation

/// A share link's button: a tap presents the share sheet for what `share` gathers (the
/// items, the header's title and image) from the controller the view is in.
struct ShareLinkButton<Label: View>: View, PrimitiveView {
    let label: Label
    let share: @MainActor () -> (items: [Any], title: String?, image: UIImage?)

    typealias Body = Never
    var body: Never { primitiveBodyRequested(Self.self) }

    func update(_ node: ViewNode, context: ResolutionContext) {
        let share = self.share
        let button = Button(action: { [weak node] in
            guard let node, let presenter = node.graph.host?.enclosingViewController?.topmostPresented else { return }
            let gathered = share()
            let sheet = UIActivityViewController(activityItems: gathered.items, applicationActivities: nil)
            sheet.previewTitle = gathered.title
            sheet.previewImage = gathered.image
            presenter.present(sheet, animated: true)
        }, label: { label })
        node.showOnly(button, context: context)
    }
}

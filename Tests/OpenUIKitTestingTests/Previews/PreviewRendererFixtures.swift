import OpenUIKitShim

// Previews rendered by `PreviewRendererTests` and compared by `AssertPreviewSnapshotsTests`.

#Preview("Appearance swatch", traits: .fixedLayout(width: 60, height: 40)) {
    Color(uiColor: .systemBackground)
}

#Preview("Fitting label", traits: .sizeThatFitsLayout) {
    Text("Fits")
        .padding(8)
}

#Preview("Landscape screen", traits: .landscapeLeft) {
    let controller = UIViewController()
    controller.view.backgroundColor = .systemTeal
    controller
}

#Preview("Endless width", traits: .fixedLayout(width: .infinity, height: 40)) {
    Color.red
}

#Preview("Previewable colour", traits: .fixedLayout(width: 30, height: 30)) {
    @Previewable @State var colour = Color.red
    Rectangle()
        .fill(colour)
}

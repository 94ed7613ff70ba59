import Foundation

/// A tab view in the page style: its tabs side by side in a paging scroll view, one page
/// a screen wide, with the page dots over the bottom.
struct PagedTabView: View {
    let items: [TabItem]
    let selection: Binding<AnyHashable?>?
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    @State private var ownPage: Int? = 0
    @Environment(\.pageIndexShowsBackground) private var dotsOnBackdrop

    var body: some View {
        let page = pageBinding
        // Read here, the page's changes reach the dots.
        let current = page.wrappedValue ?? 0
        GeometryReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 0) {
                    ForEach(items.indices, id: \.self) { index in
                        items[index].content.frame(width: proxy.size.width, height: proxy.size.height)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: page)
        }
        .overlay(alignment: .bottom) {
            if showsDots {
                PageDots(count: items.count, current: current, page: page, onBackdrop: dotsOnBackdrop).padding(.bottom, 8)
            }
        }
    }

    private var showsDots: Bool {
        indexDisplayMode == .always || (indexDisplayMode == .automatic && items.count > 1)
    }

    /// The shown page's index, read from and written to the selection (or the view's own
    /// page without one).
    private var pageBinding: Binding<Int?> {
        guard let selection else { return $ownPage }
        let values = items.map(\.value)
        return Binding(
            get: { values.firstIndex { $0 == selection.wrappedValue } ?? 0 },
            set: { index in
                guard let index, values.indices.contains(index), let value = values[index] else { return }
                if selection.wrappedValue != value { selection.wrappedValue = value }
            })
    }
}

/// The page dots: UIKit's page control, choosing pages by taps and VoiceOver's swipes.
struct PageDots: UIViewRepresentable {
    let count: Int
    let current: Int
    let page: Binding<Int?>
    let onBackdrop: Bool

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        // SwiftUI's page dots are white, for pages that fill the screen.
        control.currentPageIndicatorTintColor = .white
        control.pageIndicatorTintColor = UIColor(white: 1, alpha: 0.45)
        control.addAction(UIAction { [weak control] _ in
            guard let control else { return }
            withAnimation { context.coordinator.page?.wrappedValue = control.currentPage }
        }, for: .valueChanged)
        return control
    }

    func makeCoordinator() -> PageDotsCoordinator { PageDotsCoordinator() }

    func updateUIView(_ control: UIPageControl, context: Context) {
        context.coordinator.page = page
        if control.numberOfPages != count { control.numberOfPages = count }
        let shown = min(max(0, current), max(0, count - 1))
        if control.currentPage != shown { control.currentPage = shown }
        control.backgroundColor = onBackdrop ? UIColor(white: 0, alpha: 0.25) : nil
        control.layer.cornerRadius = onBackdrop ? 13 : 0
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIPageControl, context: Context) -> CGSize? {
        let dots = uiView.size(forNumberOfPages: count)
        return CGSize(width: dots.width + (onBackdrop ? 16 : 0), height: max(dots.height, 26))
    }
}

/// Keeps the page binding of the latest update for the control's action.
@MainActor
final class PageDotsCoordinator {
    var page: Binding<Int?>?
}

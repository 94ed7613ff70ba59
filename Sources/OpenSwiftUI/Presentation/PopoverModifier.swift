import Foundation

extension View {
    /// Presents `content` in a popover growing out of this view while `isPresented` is on;
    /// a tap outside or `dismiss()` turns it off.
    ///
    /// ```swift
    /// Button("Filters") { showsFilters = true }
    ///     .popover(isPresented: $showsFilters) {
    ///         FilterList().presentationCompactAdaptation(.popover)
    ///     }
    /// ```
    ///
    /// As on an iPhone, where space is compact the popover shows as a sheet unless its
    /// content asks otherwise with ``View/presentationCompactAdaptation(_:)``. The popover
    /// takes its content's ideal size.
    ///
    /// - Parameters:
    ///   - isPresented: Whether the popover shows.
    ///   - attachmentAnchor: The part of this view the popover points at.
    ///   - arrowEdge: The popover's edge that faces the view; `nil` lets the system choose.
    ///   - content: The popover's content.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(SheetModifier(
            isPresented: isPresented, style: .popover(anchor: attachmentAnchor, arrowEdge: arrowEdge), onDismiss: nil,
            sheetContent: { content() }, identity: nil))
    }

    /// Presents a popover for `item` while it is not `nil`; another item (another id)
    /// shows the popover afresh.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(SheetModifier(
            isPresented: Binding(presenting: item), style: .popover(anchor: attachmentAnchor, arrowEdge: arrowEdge), onDismiss: nil,
            sheetContent: { item.wrappedValue.map(content) }, identity: item.wrappedValue.map { AnyHashable($0.id) }))
    }

    /// What the popover or sheet this view is in becomes where space is compact.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        transformPreference(PresentationSettingsKey.self) { $0.compactAdaptation = adaptation }
    }

    /// What the presentation becomes where width or height is compact; OpenUIKit adapts
    /// once for either, so the horizontal choice applies (iPhones are compact across).
    public func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        presentationCompactAdaptation(horizontal)
    }
}

import OpenSwiftUI

/// The Today screen's title: the chosen day, left-aligned like a bar button item but living
/// in the navigation item's title view, so a push has no bar item to morph. Its digits roll
/// when the day changes.
public struct GrowDateTitle: View {
    @ObservedObject var model: GrowCalendarModel

    public init(model: GrowCalendarModel) {
        self.model = model
    }

    public var body: some View {
        Text(model.dayTitle)
            .font(.title2.bold())
            .contentTransition(.numericText())
            .padding(.leading, 4)
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityAddTraits(.isHeader)
    }
}

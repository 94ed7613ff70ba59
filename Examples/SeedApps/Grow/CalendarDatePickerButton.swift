import OpenSwiftUI

/// The Insights screen's month button, in the navigation bar as a bar button item's custom
/// view: its width follows the month's name, and a tap asks the controller for the calendar.
public struct CalendarDatePickerButton: View {
    @ObservedObject var model: GrowCalendarModel
    let action: @MainActor () -> Void

    public init(model: GrowCalendarModel, action: @escaping @MainActor () -> Void) {
        self.model = model
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: 6) {
                Image(systemName: "calendar")
                Text(model.monthTitle).contentTransition(.numericText())
            }
            .font(.headline)
            .padding(.horizontal, 12)
            .frame(height: 44)
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Month")
        .accessibilityValue(model.monthTitle)
    }
}

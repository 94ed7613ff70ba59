import OpenSwiftUI

/// The daily step goal, in a sheet without a custom background so the sheet's own glass
/// shows. Its Save button sits in the bottom bar, which puts the scroll edge effect under it.
public struct GoalSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var goal: Int
    private let onSave: (Int) -> Void
    private static let choices = [4_000, 6_000, 8_000, 10_000, 12_000, 15_000, 20_000]

    public init(goal: Int, onSave: @escaping (Int) -> Void) {
        _goal = State(initialValue: goal)
        self.onSave = onSave
    }

    public var body: some View {
        NavigationStack {
            List {
                Section("Steps a day") {
                    ForEach(Self.choices, id: \.self) { choice in
                        Button {
                            goal = choice
                        } label: {
                            HStack {
                                Text(choice.formatted(.number.locale(Locale(identifier: "en_US"))))
                                Spacer()
                                if choice == goal { Image(systemName: "checkmark").foregroundStyle(Color.green) }
                            }
                        }
                        .accessibilityAddTraits(choice == goal ? .isSelected : [])
                    }
                }
            }
            .navigationTitle("Daily Goal")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button("Save") {
                        onSave(goal)
                        dismiss()
                    }
                    .buttonStyle(.glassProminent)
                }
            }
        }
    }
}

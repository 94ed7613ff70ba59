import OpenUIKitShim

/// The hiker's settings: a name, notifications, a preferred difficulty and a weekly goal.
public struct ProfileForm: View {
    @Environment(TrailStore.self) private var store

    public init() {}

    public var body: some View {
        @Bindable var store = store
        NavigationStack {
            Form {
                Section("Hiker") {
                    TextField("Name", text: $store.profile.name)
                    Toggle("Notifications", isOn: $store.profile.prefersNotifications)
                }
                Section("Preferences") {
                    Picker("Difficulty", selection: $store.profile.preferredDifficulty) {
                        ForEach(Trail.Difficulty.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    Stepper("Weekly goal: \(store.profile.weeklyGoal)", value: $store.profile.weeklyGoal, in: 1...14)
                }
            }
            .navigationTitle("Profile")
        }
    }
}

#Preview("Profile") {
    ProfileForm()
        .environment(TrailStore())
}

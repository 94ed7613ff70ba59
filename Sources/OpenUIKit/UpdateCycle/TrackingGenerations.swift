/// A counter per update step, bumped each time the step's tracked method runs.
struct TrackingGenerations {
    private var values: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0)

    subscript(step: UpdateSteps) -> UInt32 {
        get {
            switch step.index {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            case 3: values.3
            case 4: values.4
            default: values.5
            }
        }
        set {
            switch step.index {
            case 0: values.0 = newValue
            case 1: values.1 = newValue
            case 2: values.2 = newValue
            case 3: values.3 = newValue
            case 4: values.4 = newValue
            default: values.5 = newValue
            }
        }
    }

    /// Starts a new run of `step` and returns its number.
    mutating func next(_ step: UpdateSteps) -> UInt32 {
        self[step] &+= 1
        return self[step]
    }
}

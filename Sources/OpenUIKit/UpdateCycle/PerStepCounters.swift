/// One counter per update step, stored inline (no allocation, no hashing).
///
/// Views keep two: the run number of each tracked method (to recognise changes seen by a
/// superseded run) and the runs of each step in the current pass (to stop loops).
struct PerStepCounters<Value: FixedWidthInteger> {
    private var values: (Value, Value, Value, Value, Value, Value) = (0, 0, 0, 0, 0, 0)

    subscript(step: UpdateSteps) -> Value {
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

    /// Adds one to a step's counter and returns the new value.
    mutating func next(_ step: UpdateSteps) -> Value {
        self[step] &+= 1
        return self[step]
    }

    mutating func reset() { values = (0, 0, 0, 0, 0, 0) }
}

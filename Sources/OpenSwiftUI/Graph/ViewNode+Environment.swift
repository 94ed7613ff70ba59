import Foundation

extension ViewNode {
    /// The environment a modifier gives its content: `input` with `change` applied, or the
    /// one it gave last time when neither `input` nor the value set changed, so the
    /// content can tell nothing changed and skip its bodies.
    func environment<Value>(from input: EnvironmentValues, setting value: Value, _ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        let derived = modifierState { DerivedEnvironment() }
        if derived.inputVersion == input.version, let last = derived.value, ViewComparison.same(last, value as Any),
           let output = derived.output {
            return output
        }
        var output = input
        change(&output)
        derived.inputVersion = input.version
        derived.value = value
        derived.output = output
        return output
    }
}

/// What an environment-writing modifier gave its content last time, and from what.
final class DerivedEnvironment {
    var inputVersion: UInt64 = 0
    var value: Any?
    var output: EnvironmentValues?
}

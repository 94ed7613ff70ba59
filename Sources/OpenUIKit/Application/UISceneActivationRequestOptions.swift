import Foundation

/// Options for a scene activation request: which scene asked.
@preconcurrency @MainActor
open class UISceneActivationRequestOptions: NSObject {
    /// The scene the request comes from (the window the user acted in), or `nil`.
    open var requestingScene: UIScene?

    public override init() { super.init() }
}

extension UIScene {
    /// Options for a scene activation request.
    public typealias ActivationRequestOptions = UISceneActivationRequestOptions
}

/// Options for a scene destruction request.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}

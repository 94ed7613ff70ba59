import Foundation

/// The domain of ``UISceneError``.
public let UISceneErrorDomain = "UISceneErrorDomain"

/// Why a scene request failed: the error a scene activation or destruction request's error
/// handler receives.
///
/// ```swift
/// UIApplication.shared.activateSceneSession(for: request) { error in
///     if (error as? UISceneError)?.code == .multipleScenesNotSupported { … }
/// }
/// ```
public struct UISceneError: Error, Hashable, Sendable {
    /// The kinds of scene errors.
    public enum Code: Int, Sendable {
        /// The app does not support several scenes, or the system could not show another.
        case multipleScenesNotSupported = 0
        /// The request was denied (a session that is no longer the app's, for example).
        case requestDenied = 1
        /// A geometry request is invalid or unsupported.
        case geometryRequestUnsupported = 100
        /// A geometry request is valid but the system denied it.
        case geometryRequestDenied = 101
    }

    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) { self.code = code }

    /// The error's domain, ``UISceneErrorDomain``.
    public static var errorDomain: String { UISceneErrorDomain }

    /// The app does not support several scenes (as `UISceneError.Code.multipleScenesNotSupported`).
    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    /// The request was denied.
    public static var requestDenied: Code { .requestDenied }
    /// A geometry request is invalid or unsupported.
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    /// A geometry request is valid but was denied.
    public static var geometryRequestDenied: Code { .geometryRequestDenied }
}

import Foundation

extension NSItemProvider {
    /// The domain of the errors item providers report.
    public static let errorDomain = "NSItemProviderErrorDomain"

    /// Why an item provider could not load a representation.
    public enum ErrorCode: Int, Sendable {
        /// Something went wrong that has no better code.
        case unknownError = -1
        /// The representation's loader produced nothing.
        case itemUnavailableError = -1000
        /// The loaded value was not of the class asked for.
        case unexpectedValueClassError = -1100
        /// No representation conforms to the type asked for.
        case unavailableCoercionError = -1200
    }

    static func error(_ code: ErrorCode) -> NSError {
        NSError(domain: errorDomain, code: code.rawValue)
    }
}

import Foundation

extension UIImage {
    /// What an image is drawn for: the base of symbol configurations, carrying the traits
    /// it was resolved for.
    public class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the configuration was made for, if any.
        public private(set) var traitCollection: UITraitCollection?

        override init() {
            super.init()
        }

        /// A copy of this configuration of the same class; subclasses copy their values.
        func makeCopy() -> Configuration {
            let copy = Configuration()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy whose traits are `traitCollection`.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            // Neither class can be subclassed outside OpenUIKit, so the copy is of `Self`.
            let copy = makeCopy()
            copy.traitCollection = traitCollection
            return copy as! Self
        }

        /// This configuration with the values `other` specifies laid over it.
        public func applying(_ other: UIImage.Configuration?) -> Self {
            let copy = makeCopy()
            copy.merge(other)
            return copy as! Self
        }

        /// Takes the values `other` specifies; subclasses add their own.
        func merge(_ other: UIImage.Configuration?) {
            if let traits = other?.traitCollection { traitCollection = traits }
        }

        public func copy(with zone: NSZone? = nil) -> Any {
            makeCopy()
        }
    }
}

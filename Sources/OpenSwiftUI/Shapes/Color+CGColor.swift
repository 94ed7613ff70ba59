import Foundation

extension Color {
    /// A colour from a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.init(uiColor: UIColor(cgColor: cgColor))
    }
}

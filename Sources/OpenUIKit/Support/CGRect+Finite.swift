import Foundation

extension CGRect {
    /// Whether every coordinate is finite (a null rectangle's are not).
    var isFiniteRect: Bool {
        !isNull && origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

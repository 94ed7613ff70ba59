import Foundation

extension CGContext {
    /// Where the next text is drawn in user space: the translation of ``textMatrix``.
    ///
    /// Core Text's `CTLineDraw` places a line's origin (the start of its baseline) here.
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x.isFinite ? newValue.x : 0
            textMatrix.ty = newValue.y.isFinite ? newValue.y : 0
        }
    }
}

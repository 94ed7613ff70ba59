import Foundation

extension Glass {
    /// Regular glass with a narrow lens rim and a lighter fill, for surfaces that animate
    /// all the time (a recording indicator, a pulsing badge): fewer pixels are refracted,
    /// so each frame costs measurably less than ``regular``.
    ///
    /// ```swift
    /// Circle()
    ///     .fill(.red)
    ///     .frame(width: 12, height: 12)
    ///     .padding(8)
    ///     .glassEffect(.thin, in: .circle)
    /// ```
    ///
    /// An OpenUIKit extension: Apple's `Glass` has no thin variant. Code that must also build
    /// with Apple's SwiftUI can use `.regular` there.
    public static var thin: Glass { Glass(variant: .thin) }
}

/// A report that an update method kept invalidating itself within one update pass.
///
/// An OpenUIKit addition: UIKit would hang or stutter; OpenUIKit stops the pass after
/// ``UIUpdateLoopReport/repeatLimit`` runs of the same method of the same view, reports
/// it and clears that request, so the app keeps running and the bug is named.
public struct UIUpdateLoopReport: Sendable, Equatable, CustomStringConvertible {
    /// How many times one method of one view may run in a single pass.
    public static let repeatLimit = 64

    /// The view's (or controller's) type, for example `"MyApp.BadgeView"`.
    public let typeName: String
    /// The method that kept invalidating itself, for example `"layoutSubviews()"`.
    public let method: String

    /// A report of `method` of `typeName` (SwiftUI's bodies report as `body`).
    package init(typeName: String, method: String) {
        self.typeName = typeName
        self.method = method
    }

    /// The report as printed: the view's type, the method and what to check.
    public var description: String {
        "OpenUIKit: \(typeName).\(method) invalidated itself \(Self.repeatLimit) times in one update pass; the pass was stopped. Make sure the method does not request its own update on every run."
    }

    /// Receives the reports of update passes run in the current task; by default prints
    /// them to standard error. Bind another handler for a scope, for example in a test:
    ///
    /// ```swift
    /// UIUpdateLoopReport.$handler.withValue({ report in log.record(report) }) {
    ///     view.layoutIfNeeded()
    /// }
    /// ```
    @TaskLocal public static var handler: @Sendable @MainActor (UIUpdateLoopReport) -> Void = { report in
        FileHandleOutput.standardError(report.description)
    }
}

import Foundation

enum FileHandleOutput {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

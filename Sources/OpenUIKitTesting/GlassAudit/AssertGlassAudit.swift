import Foundation
import OpenSwiftUI
import OpenUIKit
import Testing

/// Audits a screen's glass (see ``GlassAudit``) and records each finding as a test issue.
///
/// ```swift
/// @Test func theInvoiceScreenKeepsItsGlassHealthy() {
///     assertGlassAudit(of: InvoiceListView())
/// }
/// ```
///
/// - Parameters:
///   - window: The window showing the screen, as rendered now.
/// - Returns: The audit, for its report, figures and annotated image.
@MainActor @discardableResult
public func assertGlassAudit(of window: UIWindow, sourceLocation: SourceLocation = #_sourceLocation) -> GlassAudit {
    let audit = GlassAudit(of: window)
    for (index, finding) in audit.findings.enumerated() {
        Issue.record("glass audit finding \(index + 1) of \(audit.findings.count): \(finding)", sourceLocation: sourceLocation)
    }
    return audit
}

/// Audits a view controller's screen shown in a 390×844 window at 3x.
@MainActor @discardableResult
public func assertGlassAudit(of controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844),
                             sourceLocation: SourceLocation = #_sourceLocation) -> GlassAudit {
    assertGlassAudit(of: GlassAuditWindow.showing(controller, size: size), sourceLocation: sourceLocation)
}

/// Audits a SwiftUI view shown in a 390×844 window at 3x.
@MainActor @discardableResult
public func assertGlassAudit(of view: some View, size: CGSize = CGSize(width: 390, height: 844),
                             sourceLocation: SourceLocation = #_sourceLocation) -> GlassAudit {
    assertGlassAudit(of: UIHostingController(rootView: view), size: size, sourceLocation: sourceLocation)
}

/// The window an audit shows a screen in.
@MainActor
public enum GlassAuditWindow {
    /// A key window of `size` at 3x with a phone's safe area (the status bar's 47 points
    /// above, the home indicator's 34 below), showing `controller`, laid out.
    public static func showing(_ controller: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: 3)
        window.windowSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }
}

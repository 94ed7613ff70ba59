import Foundation

/// Gives a SwiftUI ``App`` a UIKit application delegate of your own: it is made at launch
/// and hears the app's launch and life as a `UIApplicationMain` app's delegate does.
///
/// ```swift
/// final class AppDelegate: NSObject, UIApplicationDelegate {
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         configureLogging()
///         return true
///     }
/// }
///
/// @main
/// struct MyApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@preconcurrency @MainActor @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DelegateAdapting {
    /// The delegate.
    public let wrappedValue: DelegateType

    /// Makes the delegate.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        wrappedValue = delegateType.init()
    }

    var adaptedDelegate: any UIApplicationDelegate { wrappedValue }
}

/// A property of an ``App`` that carries a UIKit delegate.
@MainActor
protocol DelegateAdapting {
    var adaptedDelegate: any UIApplicationDelegate { get }
}

import Foundation

extension UIApplication {
    /// The scene delegate class an iOS app names in its Info.plist scene manifest, for a
    /// configuration that names none (as Xcode's templates return): the manifest's
    /// `UISceneDelegateClassName` for the configuration's name when the main bundle has an
    /// Info.plist, else `SceneDelegate` in the app delegate's module, which is what Xcode
    /// writes there (`$(PRODUCT_MODULE_NAME).SceneDelegate`).
    func sceneDelegateFromManifest(_ configuration: UISceneConfiguration) -> (any UISceneDelegate.Type)? {
        let name = manifestDelegateClassName(for: configuration) ?? delegate.map { defaultSceneDelegateName(besides: $0) }
        guard let name else { return nil }
        return _typeByName(name) as? any UISceneDelegate.Type
    }

    private func manifestDelegateClassName(for configuration: UISceneConfiguration) -> String? {
        guard let manifest = Bundle.main.infoDictionary?["UIApplicationSceneManifest"] as? [String: Any],
            let roles = manifest["UISceneConfigurations"] as? [String: Any],
            let entries = roles[configuration.role.rawValue] as? [[String: Any]]
        else { return nil }
        let entry = entries.first { $0["UISceneConfigurationName"] as? String == configuration.name } ?? entries.first
        guard let raw = entry?["UISceneDelegateClassName"] as? String else { return nil }
        // Xcode expands the module placeholder when it builds; an unexpanded one means this module.
        return raw.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: delegate.map(Self.moduleName(of:)) ?? "")
    }

    private func defaultSceneDelegateName(besides appDelegate: any UIApplicationDelegate) -> String {
        "\(Self.moduleName(of: appDelegate)).SceneDelegate"
    }

    private static func moduleName(of object: AnyObject) -> String {
        String(reflecting: type(of: object)).split(separator: ".").first.map(String.init) ?? ""
    }
}

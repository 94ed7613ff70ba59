import Foundation
import LiquidGlass

extension UIBlurEffect {
    /// How thick a material the style is: the system materials from ultra-thin to chrome,
    /// the older styles as the nearest of them.
    var materialThickness: MaterialThickness {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return .ultraThin
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light: return .thin
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .dark: return .regular
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent, .extraLight: return .thick
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: return .chrome
        }
    }
}

import Foundation
import OpenQuartzCore

extension GlassAttachment {
    /// The animation key of glass materializing or dematerializing.
    static let materializationKey = "glassMaterialization"

    /// Whether glass is materializing or dematerializing now.
    var isMaterializing: Bool { host.layer.animation(forKey: Self.materializationKey) != nil }

    /// How materialized the glass is as drawn now: 0 absent, 1 fully formed.
    package var presentedMaterialization: CGFloat {
        host.layer.presentedScalar(forKey: Self.materializationKey, model: 1)
    }

    /// Inside an animation block, glass appearing materializes (lensing, frost and
    /// highlights ramp up; alpha does not change) and glass removed dematerializes; outside
    /// one, the change is immediate.
    func animateMaterialization(from old: Material?) {
        let wasGlass = old?.isGlass == true, isGlass = material?.isGlass == true
        guard wasGlass != isGlass || (isGlass && isMaterializing) else { return }
        guard let scope = AnimationScope.current else {
            fadingMaterial = nil
            host.layer.removeAnimation(forKey: Self.materializationKey)
            return
        }
        if isGlass {
            fadingMaterial = nil
            scope.record(host.layer, key: Self.materializationKey, from: 0, to: 1)
        } else if material == nil {
            fadingMaterial = old
            scope.record(host.layer, key: Self.materializationKey, from: 1, to: 0)
        }
    }
}

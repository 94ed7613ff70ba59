import Foundation

/// A visual effect drawn over the content as one image (a blur, a colour change, a shadow):
/// the content's views are held by a view of their own whose layer applies the effect.
protocol RasterEffectModifier: PrimitiveModifier {
    /// The effect for an environment (colours resolve in it).
    func layerEffect(in environment: EnvironmentValues) -> LayerRasterEffect
}

extension RasterEffectModifier {
    func update(_ node: ViewNode, content: some View, context: ResolutionContext) {
        let view = node.platformView(ofType: RasterEffectView.self, hostsChildren: true) { RasterEffectView() }
        view.layer.rasterEffects = [layerEffect(in: context.environment)]
        node.setLayout(ImplicitStackLayout())
        node.showOnly(content, context: context)
    }
}

/// The view whose layer draws a raster effect over the content's views.
final class RasterEffectView: ContainerView {}

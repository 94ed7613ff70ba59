import Foundation

extension GraphicsContext {
    /// One of a canvas's symbol views, ready to draw.
    public struct ResolvedSymbol {
        /// Where the canvas laid the symbol out, and its drawn views there.
        let frame: CGRect
        let views: [UIView]

        /// The symbol's size, as the canvas laid it out.
        public var size: CGSize { frame.size }
    }

    /// The canvas's symbol view tagged `id`, or `nil` when none has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols[AnyHashable(id)]
    }

    /// Draws a symbol scaled into `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0,
              symbol.size.width > 0, symbol.size.height > 0
        else { return }
        draw { context in
            UIGraphicsPushContext(context)
            defer { UIGraphicsPopContext() }
            context.translateBy(x: rect.minX, y: rect.minY)
            context.scaleBy(x: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            context.translateBy(x: -symbol.frame.minX, y: -symbol.frame.minY)
            for view in symbol.views {
                _ = view.drawHierarchy(in: view.frame, afterScreenUpdates: false)
            }
        }
    }

    /// Draws a symbol at its size with `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = symbol.size
        draw(symbol, in: CGRect(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y, width: size.width, height: size.height))
    }
}

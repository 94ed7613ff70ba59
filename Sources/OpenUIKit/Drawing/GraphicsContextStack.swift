import Foundation

/// The stack behind `UIGraphicsGetCurrentContext()`, one per thread as in UIKit.
///
/// An entry may be lazy: a view's `draw(_:)` gets a bitmap only if it asks for the
/// context (directly or by filling a path or setting a colour), so views that draw
/// nothing cost no memory.
final class GraphicsContextStack: @unchecked Sendable {
    static let shared = GraphicsContextStack()

    final class Entry {
        private(set) var context: CGContext?
        private let make: (() -> CGContext?)?

        init(context: CGContext) {
            self.context = context
            self.make = nil
        }

        init(lazy make: @escaping () -> CGContext?) {
            self.make = make
        }

        var isMaterialized: Bool { context != nil }

        func resolve() -> CGContext? {
            if context == nil, let make { context = make() }
            return context
        }
    }

    private let entries = ThreadLocalStack<Entry>()

    func push(_ entry: Entry) { entries.push(entry) }

    @discardableResult
    func pop() -> Entry? { entries.pop() }

    var current: CGContext? { entries.last?.resolve() }
}

/// The context UIKit drawing functions draw into: the one a view's `draw(_:)` or an image
/// renderer set up, or the last one pushed; `nil` outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.shared.current
}

/// Makes `context` current for UIKit drawing until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.shared.push(.init(context: context))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    GraphicsContextStack.shared.pop()
}

/// Fills a rectangle with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills a rectangle with the current fill colour and a blend mode.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Strokes a one-point frame just inside a rectangle with the current fill colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let ring = CGMutablePath()
    ring.addRect(rect)
    ring.addRect(rect.insetBy(dx: 1, dy: 1))
    context.addPath(ring)
    context.fillPath(using: .evenOdd)
}

import Foundation

/// A placeholder in a menu that asks for its elements when the menu is shown, and shows
/// "Loading…" until they arrive.
///
/// ```swift
/// let recent = UIDeferredMenuElement { completion in
///     store.loadRecent { films in
///         completion(films.map { film in UIAction(title: film.title) { _ in open(film) } })
///     }
/// }
/// ```
///
/// The provider of an element made with `init(_:)` runs once; its elements are kept for
/// every later showing. `uncached(_:)` asks again each time the menu is shown.
@preconcurrency @MainActor
public class UIDeferredMenuElement: UIMenuElement {
    /// Asks for the elements and hands them to the completion, now or later.
    public typealias ElementProvider = (@escaping ([UIMenuElement]) -> Void) -> Void

    let provider: ElementProvider
    let cachesElements: Bool
    /// The elements a caching provider delivered.
    private(set) var cachedElements: [UIMenuElement]?

    /// An element whose provider runs the first time a menu holding it is shown; the
    /// elements it delivers are kept.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, cachesElements: true)
    }

    /// An element whose provider runs every time a menu holding it is shown.
    public class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        Self(provider: elementProvider, cachesElements: false)
    }

    required init(provider: @escaping ElementProvider, cachesElements: Bool) {
        self.provider = provider
        self.cachesElements = cachesElements
        super.init(title: "", image: nil)
    }

    /// Hands the elements to `deliver`: at once when cached, else when the provider
    /// completes (only the first completion counts).
    func fulfill(_ deliver: @escaping ([UIMenuElement]) -> Void) {
        if let cachedElements {
            deliver(cachedElements)
            return
        }
        var delivered = false
        provider { [weak self] elements in
            MainActor.assumeIsolated {
                guard !delivered else { return }
                delivered = true
                if self?.cachesElements == true { self?.cachedElements = elements }
                deliver(elements)
            }
        }
    }
}

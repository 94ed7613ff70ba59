import Foundation

/// A gesture recognizer that only watches the touches on glass to press it: it makes
/// nothing tappable (the glass audit tells it apart from the app's own recognizers).
package protocol GlassTouchObserving {}

/// How smoothly images are resampled when drawn at another size or angle.
///
/// `.none` takes the nearest pixel; every other level filters bilinearly, and images
/// shrunk by more than half are first box-filtered down by halves so they do not alias.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}

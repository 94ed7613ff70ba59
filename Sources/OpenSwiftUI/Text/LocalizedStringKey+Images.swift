import Foundation

extension LocalizedStringKey {
    /// A stretch of a key between images, or one image.
    enum Piece {
        case text(LocalizedStringKey)
        case image(Image)
    }

    /// The key cut at its images: each run of text segments, and each image on its own.
    var piecesSplitAtImages: [Piece] {
        guard segments.contains(where: { if case .image = $0 { true } else { false } }) else { return [.text(self)] }
        var pieces: [Piece] = []
        var pending: [Segment] = []
        for segment in segments {
            if case .image(let image) = segment {
                if !pending.isEmpty { pieces.append(.text(LocalizedStringKey(segments: pending))) }
                pending.removeAll()
                pieces.append(.image(image))
            } else {
                pending.append(segment)
            }
        }
        if !pending.isEmpty { pieces.append(.text(LocalizedStringKey(segments: pending))) }
        return pieces
    }
}

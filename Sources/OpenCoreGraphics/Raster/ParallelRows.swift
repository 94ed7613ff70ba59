
/// Splits work over rows into chunks done at once on several threads.
///
/// For effects whose rows are independent (each row's pixels depend only on inputs no row
/// writes), so the result is the same whatever the thread count or chunking.
package enum ParallelRows {
    /// Chunks per thread: more than one, so a thread that finishes early takes another.
    static let chunksPerThread = 4

    /// The least work, in pixels, worth a chunk of its own: below it, waking another
    /// thread costs more than the thread saves.
    package static let minimumChunkPixels = 16_384

    /// Calls `body` with consecutive chunks covering `rows`, on up to `threads` threads at
    /// once (the caller's among them); each chunk holds at least ``minimumChunkPixels`` of
    /// `pixelsPerRow`-pixel rows. Returns when every chunk is done.
    package static func forEachChunk(of rows: Range<Int>, pixelsPerRow: Int, threads: Int, _ body: (Range<Int>) -> Void) {
        let count = chunkCount(rows: rows.count, pixelsPerRow: pixelsPerRow, threads: threads)
        guard count > 1 else {
            if !rows.isEmpty { body(rows) }
            return
        }
        let height = (rows.count + count - 1) / count
        let chunks = (rows.count + height - 1) / height
        forEach(chunks, threads: threads) { chunk in
            let start = rows.lowerBound + chunk * height
            body(start..<min(start + height, rows.upperBound))
        }
    }

    /// Calls `body` once for each of `0..<count`, on up to `threads` threads at once (the
    /// caller's among them), each index taken by the first thread free. Returns when all are done.
    package static func forEach(_ count: Int, threads: Int, _ body: (Int) -> Void) {
        RenderWorkers.shared.run(count, threads: threads, body)
    }

    /// How many chunks `rows` rows of `pixelsPerRow` pixels make for `threads` threads: one
    /// when there is a single thread or too little work to share.
    package static func chunkCount(rows: Int, pixelsPerRow: Int, threads: Int) -> Int {
        guard threads > 1, rows > 0 else { return 1 }
        let worthwhile = rows * max(1, pixelsPerRow) / minimumChunkPixels
        return max(1, min(threads * chunksPerThread, worthwhile, rows))
    }
}

#ifndef OPENUIKIT_GIF_CODEC_H
#define OPENUIKIT_GIF_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// Decodes the first frame of GIF data into 8-bit straight RGBA over a transparent canvas
/// the size of the GIF's screen. Refuses screens with more than `max_pixels` pixels or a
/// side beyond `max_side` before reading any image. Returns 0 and a buffer the caller frees
/// with `openuikit_gif_free`, or nonzero (1 corrupt, 2 too large, 3 out of memory).
int openuikit_gif_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t max_side,
                         uint8_t **pixels, uint32_t *width, uint32_t *height);

/// Decodes frame `frame_index` as it shows in the animation: the frames before it painted
/// and disposed of in turn on a transparent canvas. Same contract as `openuikit_gif_decode`;
/// 1 also for a frame past the last readable one.
int openuikit_gif_decode_frame(const uint8_t *data, size_t size, uint32_t frame_index, uint64_t max_pixels,
                               uint32_t max_side, uint8_t **pixels, uint32_t *width, uint32_t *height);

/// Counts the frames read whole and writes the first `delay_capacity` frames' delays in
/// hundredths of a second. Returns 0, or 1 (corrupt) or 2 (too large) with `*count` 0.
int openuikit_gif_frames(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t max_side,
                         uint32_t *count, uint32_t *delays, uint32_t delay_capacity);

void openuikit_gif_free(void *buffer);

#endif

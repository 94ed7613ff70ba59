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

void openuikit_gif_free(void *buffer);

#endif

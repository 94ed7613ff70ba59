#ifndef OPENUIKIT_JPEG_CODEC_H
#define OPENUIKIT_JPEG_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// Decodes JPEG data into 8-bit RGBA (alpha 255), row by row; CMYK and YCCK images are
/// converted. Refuses images with more than `max_pixels` pixels or a side beyond
/// `max_side` before decoding any. Returns 0 and a buffer the caller frees with
/// `openuikit_jpeg_free`, or a nonzero code (1 corrupt or unsupported, 2 too large, 3 out
/// of memory) with `*pixels` NULL. libjpeg's errors never leave this function.
int openuikit_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t max_side,
                          uint8_t **pixels, uint32_t *width, uint32_t *height);

/// Encodes 8-bit RGB pixels (3 bytes each, rows packed) as a baseline JPEG at `quality`
/// (1 to 100). Returns 0 and a buffer the caller frees with `openuikit_jpeg_free`.
int openuikit_jpeg_encode(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                          uint8_t **jpeg, size_t *size);

/// Reads the ICC profile a JPEG carries in its APP2 markers, without decoding pixels.
/// Returns 0 and a buffer the caller frees with `openuikit_jpeg_free`, or 1 when there is
/// none or the data is corrupt.
int openuikit_jpeg_icc_profile(const uint8_t *data, size_t size, uint8_t **profile, size_t *profile_size);

void openuikit_jpeg_free(void *buffer);

#endif

#include "JPEGCodec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// libjpeg reports errors by calling error_exit, which must not return: it jumps back here.
struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void leave(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    longjmp(failure->jump, 1);
}

static void stay_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

int openuikit_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t max_side,
                          uint8_t **pixels, uint32_t *width, uint32_t *height) {
    *pixels = NULL;
    if (!data || size < 4) return 1;
    struct jpeg_decompress_struct info;
    struct failure failure;
    // Volatile: read after a longjmp.
    uint8_t *volatile output = NULL;
    JSAMPLE *volatile row = NULL;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = leave;
    failure.manager.emit_message = stay_quiet;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(output);
        free(row);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    if (info.image_width == 0 || info.image_height == 0 || info.image_width > max_side || info.image_height > max_side
        || (uint64_t)info.image_width * info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return 2;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    uint32_t w = info.output_width, h = info.output_height;
    output = malloc((size_t)w * h * 4);
    row = cmyk ? malloc((size_t)w * 4) : NULL;
    if (!output || (cmyk && !row)) {
        jpeg_destroy_decompress(&info);
        free(output);
        free(row);
        return 3;
    }
    while (info.output_scanline < h) {
        uint8_t *target = output + (size_t)info.output_scanline * w * 4;
        JSAMPROW rows[1] = { cmyk ? row : target };
        if (jpeg_read_scanlines(&info, rows, 1) != 1) break;
        if (cmyk) {
            // Adobe writes CMYK inverted; without that marker the values are as they are.
            int inverted = info.saw_Adobe_marker;
            for (uint32_t x = 0; x < w; x++) {
                unsigned c = row[x * 4], m = row[x * 4 + 1], y = row[x * 4 + 2], k = row[x * 4 + 3];
                if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
                target[x * 4] = (uint8_t)(c * k / 255);
                target[x * 4 + 1] = (uint8_t)(m * k / 255);
                target[x * 4 + 2] = (uint8_t)(y * k / 255);
                target[x * 4 + 3] = 255;
            }
        }
    }
    // A truncated file leaves the rows it never reached grey, as browsers show it.
    for (uint32_t y = info.output_scanline; y < h; y++) {
        uint8_t *target = output + (size_t)y * w * 4;
        memset(target, 128, (size_t)w * 4);
        for (uint32_t x = 0; x < w; x++) target[x * 4 + 3] = 255;
    }
    jpeg_abort_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *pixels = output;
    *width = w;
    *height = h;
    return 0;
}

int openuikit_jpeg_encode(const uint8_t *rgb, uint32_t width, uint32_t height, int quality,
                          uint8_t **jpeg, size_t *size) {
    *jpeg = NULL;
    *size = 0;
    if (!rgb || width == 0 || height == 0) return 1;
    struct jpeg_compress_struct info;
    struct failure failure;
    unsigned char *volatile buffer = NULL;
    unsigned long length = 0;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = leave;
    failure.manager.emit_message = stay_quiet;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        return 1;
    }
    jpeg_create_compress(&info);
    unsigned char *target = NULL;
    jpeg_mem_dest(&info, &target, &length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < height) {
        JSAMPROW rows[1] = { (JSAMPROW)(rgb + (size_t)info.next_scanline * width * 3) };
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    buffer = target;
    jpeg_destroy_compress(&info);
    *jpeg = buffer;
    *size = length;
    return 0;
}

void openuikit_jpeg_free(void *buffer) { free(buffer); }

int openuikit_jpeg_icc_profile(const uint8_t *data, size_t size, uint8_t **profile, size_t *profile_size) {
    *profile = NULL;
    *profile_size = 0;
    if (!data || size < 4) return 1;
    struct jpeg_decompress_struct info;
    struct failure failure;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = leave;
    failure.manager.emit_message = stay_quiet;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    // ICC profiles travel in APP2 markers, split into numbered pieces.
    jpeg_save_markers(&info, JPEG_APP0 + 2, 0xFFFF);
    if (jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    JOCTET *icc = NULL;
    unsigned int length = 0;
    int found = jpeg_read_icc_profile(&info, &icc, &length);
    jpeg_destroy_decompress(&info);
    if (!found || !icc || length == 0) {
        free(icc);
        return 1;
    }
    *profile = icc;
    *profile_size = length;
    return 0;
}

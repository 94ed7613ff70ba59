#include "GIFCodec.h"

#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

struct reader {
    const uint8_t *data;
    size_t size;
    size_t offset;
};

static int read_bytes(GifFileType *file, GifByteType *buffer, int count) {
    struct reader *reader = (struct reader *)file->UserData;
    if (count < 0) return 0;
    size_t left = reader->size - reader->offset;
    size_t taken = (size_t)count < left ? (size_t)count : left;
    memcpy(buffer, reader->data + reader->offset, taken);
    reader->offset += taken;
    return (int)taken;
}

int openuikit_gif_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t max_side,
                         uint8_t **pixels, uint32_t *width, uint32_t *height) {
    *pixels = NULL;
    if (!data || size < 6 || memcmp(data, "GIF", 3) != 0) return 1;
    struct reader reader = { data, size, 0 };
    int error = 0;
    GifFileType *file = DGifOpen(&reader, read_bytes, &error);
    if (!file) return 1;
    uint32_t w = (uint32_t)file->SWidth, h = (uint32_t)file->SHeight;
    if (w == 0 || h == 0 || w > max_side || h > max_side || (uint64_t)w * h > max_pixels) {
        DGifCloseFile(file, &error);
        return 2;
    }
    // A file whose later frames are broken still has its first one.
    int slurped = DGifSlurp(file);
    if (file->ImageCount < 1 || (slurped != GIF_OK && !file->SavedImages[0].RasterBits)) {
        DGifCloseFile(file, &error);
        return 1;
    }
    SavedImage *frame = &file->SavedImages[0];
    ColorMapObject *colors = frame->ImageDesc.ColorMap ? frame->ImageDesc.ColorMap : file->SColorMap;
    if (!colors || !frame->RasterBits) {
        DGifCloseFile(file, &error);
        return 1;
    }
    GraphicsControlBlock control = { 0, false, 0, NO_TRANSPARENT_COLOR };
    DGifSavedExtensionToGCB(file, 0, &control);
    uint8_t *output = calloc((size_t)w * h, 4);
    if (!output) {
        DGifCloseFile(file, &error);
        return 3;
    }
    int left = frame->ImageDesc.Left, top = frame->ImageDesc.Top;
    int frame_width = frame->ImageDesc.Width, frame_height = frame->ImageDesc.Height;
    for (int y = 0; y < frame_height; y++) {
        int target_y = top + y;
        if (target_y < 0 || (uint32_t)target_y >= h) continue;
        for (int x = 0; x < frame_width; x++) {
            int target_x = left + x;
            if (target_x < 0 || (uint32_t)target_x >= w) continue;
            int index = frame->RasterBits[(size_t)y * frame_width + x];
            if (index == control.TransparentColor || index >= colors->ColorCount) continue;
            GifColorType color = colors->Colors[index];
            uint8_t *pixel = output + ((size_t)target_y * w + target_x) * 4;
            pixel[0] = color.Red;
            pixel[1] = color.Green;
            pixel[2] = color.Blue;
            pixel[3] = 255;
        }
    }
    DGifCloseFile(file, &error);
    *pixels = output;
    *width = w;
    *height = h;
    return 0;
}

void openuikit_gif_free(void *buffer) { free(buffer); }

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

/// Opens `data` and reads every frame; 0, 1 (corrupt) or 2 (screen too large).
static int open_all(const uint8_t *data, size_t size, struct reader *reader, uint64_t max_pixels, uint32_t max_side,
                    GifFileType **opened) {
    *opened = NULL;
    if (!data || size < 6 || memcmp(data, "GIF", 3) != 0) return 1;
    int error = 0;
    GifFileType *file = DGifOpen(reader, read_bytes, &error);
    if (!file) return 1;
    uint32_t w = (uint32_t)file->SWidth, h = (uint32_t)file->SHeight;
    if (w == 0 || h == 0 || w > max_side || h > max_side || (uint64_t)w * h > max_pixels) {
        DGifCloseFile(file, &error);
        return 2;
    }
    // A file whose later frames are broken still has the ones before.
    int slurped = DGifSlurp(file);
    if (file->ImageCount < 1 || (slurped != GIF_OK && !file->SavedImages[0].RasterBits)) {
        DGifCloseFile(file, &error);
        return 1;
    }
    *opened = file;
    return 0;
}

/// The frames that were read whole (a broken frame ends the animation).
static int readable_frames(GifFileType *file) {
    int count = 0;
    while (count < file->ImageCount && file->SavedImages[count].RasterBits) count++;
    return count;
}

/// Paints frame `index` over the canvas, its transparent pixels leaving what is below.
static void paint(GifFileType *file, int index, uint8_t *canvas, uint32_t w, uint32_t h) {
    SavedImage *frame = &file->SavedImages[index];
    ColorMapObject *colors = frame->ImageDesc.ColorMap ? frame->ImageDesc.ColorMap : file->SColorMap;
    if (!colors || !frame->RasterBits) return;
    GraphicsControlBlock control = { 0, false, 0, NO_TRANSPARENT_COLOR };
    DGifSavedExtensionToGCB(file, index, &control);
    int left = frame->ImageDesc.Left, top = frame->ImageDesc.Top;
    int frame_width = frame->ImageDesc.Width, frame_height = frame->ImageDesc.Height;
    for (int y = 0; y < frame_height; y++) {
        int target_y = top + y;
        if (target_y < 0 || (uint32_t)target_y >= h) continue;
        for (int x = 0; x < frame_width; x++) {
            int target_x = left + x;
            if (target_x < 0 || (uint32_t)target_x >= w) continue;
            int color_index = frame->RasterBits[(size_t)y * frame_width + x];
            if (color_index == control.TransparentColor || color_index >= colors->ColorCount) continue;
            GifColorType color = colors->Colors[color_index];
            uint8_t *pixel = canvas + ((size_t)target_y * w + target_x) * 4;
            pixel[0] = color.Red;
            pixel[1] = color.Green;
            pixel[2] = color.Blue;
            pixel[3] = 255;
        }
    }
}

/// Clears a frame's rectangle to transparent (disposal "to background", as browsers do).
static void clear_rect(GifFileType *file, int index, uint8_t *canvas, uint32_t w, uint32_t h) {
    GifImageDesc *desc = &file->SavedImages[index].ImageDesc;
    for (int y = desc->Top; y < desc->Top + desc->Height; y++) {
        if (y < 0 || (uint32_t)y >= h) continue;
        for (int x = desc->Left; x < desc->Left + desc->Width; x++) {
            if (x < 0 || (uint32_t)x >= w) continue;
            memset(canvas + ((size_t)y * w + x) * 4, 0, 4);
        }
    }
}

int openuikit_gif_decode_frame(const uint8_t *data, size_t size, uint32_t frame_index, uint64_t max_pixels,
                               uint32_t max_side, uint8_t **pixels, uint32_t *width, uint32_t *height) {
    *pixels = NULL;
    struct reader reader = { data, size, 0 };
    GifFileType *file = NULL;
    int status = open_all(data, size, &reader, max_pixels, max_side, &file);
    if (status != 0) return status;
    int error = 0;
    uint32_t w = (uint32_t)file->SWidth, h = (uint32_t)file->SHeight;
    if ((int)frame_index >= readable_frames(file)) {
        DGifCloseFile(file, &error);
        return 1;
    }
    size_t bytes = (size_t)w * h * 4;
    uint8_t *canvas = calloc(bytes, 1);
    uint8_t *saved = NULL;
    if (!canvas) {
        DGifCloseFile(file, &error);
        return 3;
    }
    // Frames build on one another: each is painted, then disposed of as it asks before the next.
    for (uint32_t i = 0; i <= frame_index; i++) {
        GraphicsControlBlock control = { DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR };
        DGifSavedExtensionToGCB(file, (int)i, &control);
        if (i < frame_index && control.DisposalMode == DISPOSE_PREVIOUS) {
            if (!saved) saved = malloc(bytes);
            if (saved) memcpy(saved, canvas, bytes);
        }
        paint(file, (int)i, canvas, w, h);
        if (i == frame_index) break;
        if (control.DisposalMode == DISPOSE_BACKGROUND) clear_rect(file, (int)i, canvas, w, h);
        else if (control.DisposalMode == DISPOSE_PREVIOUS && saved) memcpy(canvas, saved, bytes);
    }
    free(saved);
    DGifCloseFile(file, &error);
    *pixels = canvas;
    *width = w;
    *height = h;
    return 0;
}

int openuikit_gif_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t max_side,
                         uint8_t **pixels, uint32_t *width, uint32_t *height) {
    return openuikit_gif_decode_frame(data, size, 0, max_pixels, max_side, pixels, width, height);
}

int openuikit_gif_frames(const uint8_t *data, size_t size, uint64_t max_pixels, uint32_t max_side,
                         uint32_t *count, uint32_t *delays, uint32_t delay_capacity) {
    *count = 0;
    struct reader reader = { data, size, 0 };
    GifFileType *file = NULL;
    int status = open_all(data, size, &reader, max_pixels, max_side, &file);
    if (status != 0) return status;
    int frames = readable_frames(file);
    for (int i = 0; i < frames && (uint32_t)i < delay_capacity; i++) {
        GraphicsControlBlock control = { 0, false, 0, NO_TRANSPARENT_COLOR };
        DGifSavedExtensionToGCB(file, i, &control);
        delays[i] = (uint32_t)(control.DelayTime < 0 ? 0 : control.DelayTime);
    }
    int error = 0;
    DGifCloseFile(file, &error);
    *count = (uint32_t)frames;
    return 0;
}

void openuikit_gif_free(void *buffer) { free(buffer); }

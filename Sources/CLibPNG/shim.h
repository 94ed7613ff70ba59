#include <png.h>

// Composite macros Swift cannot import, as constants.
static const unsigned int CLibPNGFormatRGBA = PNG_FORMAT_RGBA;
static const unsigned int CLibPNGFormatRGB = PNG_FORMAT_RGB;
static const unsigned int CLibPNGImageVersion = PNG_IMAGE_VERSION;

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Reads a PNG's embedded ICC profile (its iCCP chunk) with libpng's full API, whose
/// errors jump back inside this function and never cross Swift frames. Returns 0 and a
/// buffer the caller frees with `free`, or 1 when there is none or the data is corrupt.
struct openuikit_png_source { const unsigned char *data; size_t size; size_t offset; };

static void openuikit_png_read(png_structp png, png_bytep out, size_t count) {
    struct openuikit_png_source *source = (struct openuikit_png_source *)png_get_io_ptr(png);
    if (source->size - source->offset < count) png_error(png, "truncated");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void openuikit_png_quiet(png_structp png, png_const_charp message) { (void)png; (void)message; }

static inline int openuikit_png_icc_profile(const unsigned char *data, size_t size, unsigned char **profile, size_t *profile_size) {
    *profile = NULL;
    *profile_size = 0;
    if (!data || size < 8 || png_sig_cmp(data, 0, 8) != 0) return 1;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, openuikit_png_quiet, openuikit_png_quiet);
    if (!png) return 1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return 1;
    }
    struct openuikit_png_source source = { data, size, 0 };
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_read_fn(png, &source, openuikit_png_read);
    png_read_info(png, info);
    png_charp name = NULL;
    int compression = 0;
    png_bytep icc = NULL;
    png_uint_32 length = 0;
    int result = 1;
    if (png_get_iCCP(png, info, &name, &compression, &icc, &length) == PNG_INFO_iCCP && icc && length > 0) {
        *profile = (unsigned char *)malloc(length);
        if (*profile) {
            memcpy(*profile, icc, length);
            *profile_size = length;
            result = 0;
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return result;
}

#include <png.h>

// Composite macros Swift cannot import, as constants.
static const unsigned int CLibPNGFormatRGBA = PNG_FORMAT_RGBA;
static const unsigned int CLibPNGFormatRGB = PNG_FORMAT_RGB;
static const unsigned int CLibPNGImageVersion = PNG_IMAGE_VERSION;

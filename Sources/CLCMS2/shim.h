#include <lcms2.h>

// Composite pixel-format macros Swift cannot import, as constants.
static const cmsUInt32Number CLCMS2TypeRGBA8 = TYPE_RGBA_8;
static const cmsUInt32Number CLCMS2TypeRGBDouble = TYPE_RGB_DBL;

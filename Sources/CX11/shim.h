#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/keysym.h>
#include <X11/Xatom.h>
#include <X11/extensions/XShm.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/Xfixes.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <poll.h>

// Xlib's error handler is process-wide; this one records the last error code so the
// host can fall back from shared memory when a server refuses it (remote displays).
static int openuikit_last_x_error = 0;
static int openuikit_record_x_error(Display *display, XErrorEvent *event) {
    (void)display;
    openuikit_last_x_error = event->error_code;
    return 0;
}
static inline void openuikit_install_x_error_handler(void) { XSetErrorHandler(openuikit_record_x_error); }
static inline int openuikit_take_x_error(void) {
    int code = openuikit_last_x_error;
    openuikit_last_x_error = 0;
    return code;
}

// XDestroyImage and XGetPixel are macros over the image's function table, which Swift
// cannot call; these wrap them.
static inline int openuikit_destroy_image(XImage *image) { return XDestroyImage(image); }
static inline unsigned long openuikit_get_pixel(XImage *image, int x, int y) { return XGetPixel(image, x, y); }

// XInput2's mask helpers are macros; these wrap them. The window asks for motion (which
// carries the scroll valuators of touchpads and smooth wheels), device changes and
// pointer entry (after which the first scroll position is not a delta).
static inline int openuikit_xi_select_scrolling(Display *display, Window window) {
    unsigned char mask[XIMaskLen(XI_LASTEVENT)] = {0};
    XISetMask(mask, XI_Motion);
    XISetMask(mask, XI_DeviceChanged);
    XISetMask(mask, XI_Enter);
    XIEventMask eventMask = { XIAllMasterDevices, (int)sizeof(mask), mask };
    return XISelectEvents(display, window, &eventMask, 1);
}
static inline int openuikit_xi_mask_is_set(const unsigned char *mask, int length, int bit) {
    if (bit < 0 || (bit >> 3) >= length) return 0;
    return XIMaskIsSet(mask, bit) != 0;
}

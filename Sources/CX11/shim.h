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

// X input methods (XIM). XCreateIC, XSetICValues and XGetIMValues take variadic attribute
// lists Swift cannot build; these wrap the calls OpenUIKit makes.
static int openuikit_xim_preedit_start(XIC ic, XPointer client, XPointer call) {
    (void)ic; (void)client; (void)call;
    return -1; // no limit on the provisional text's length
}

/// An input context for `window` in `style`; with on-the-spot preedit (`draw` set), the
/// provisional text reaches `draw`, `caret` and `done` with `client` as their data.
static inline XIC openuikit_xim_create_ic(XIM im, Window window, XIMStyle style, XPointer client, XIMProc draw, XIMProc caret, XIMProc done) {
    if (!draw) {
        return XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, NULL);
    }
    XIMCallback start_callback = { client, (XIMProc)openuikit_xim_preedit_start };
    XIMCallback draw_callback = { client, draw }, caret_callback = { client, caret }, done_callback = { client, done };
    XVaNestedList preedit = XVaCreateNestedList(0, XNPreeditStartCallback, &start_callback, XNPreeditDoneCallback, &done_callback,
        XNPreeditDrawCallback, &draw_callback, XNPreeditCaretCallback, &caret_callback, NULL);
    XIC ic = XCreateIC(im, XNInputStyle, style, XNClientWindow, window, XNFocusWindow, window, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
    return ic;
}

/// Tells the input method where the caret is, so its candidate window appears there.
static inline void openuikit_xim_set_spot(XIC ic, short x, short y) {
    XPoint spot = { x, y };
    XVaNestedList preedit = XVaCreateNestedList(0, XNSpotLocation, &spot, NULL);
    XSetICValues(ic, XNPreeditAttributes, preedit, NULL);
    XFree(preedit);
}

/// Whether the input method offers `style`.
static inline int openuikit_xim_supports(XIM im, XIMStyle style) {
    XIMStyles *styles = NULL;
    if (XGetIMValues(im, XNQueryInputStyle, &styles, NULL) != NULL || !styles) return 0;
    int found = 0;
    for (unsigned short i = 0; i < styles->count_styles; i++) {
        if (styles->supported_styles[i] == style) found = 1;
    }
    XFree(styles);
    return found;
}

/// The events the input context needs the window to select.
static inline long openuikit_xic_filter_events(XIC ic) {
    unsigned long mask = 0;
    if (XGetICValues(ic, XNFilterEvents, &mask, NULL) != NULL) return 0;
    return (long)mask;
}

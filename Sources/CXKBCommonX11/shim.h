#include <xkbcommon/xkbcommon-x11.h>
#include <X11/Xlib-xcb.h>

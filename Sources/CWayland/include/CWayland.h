#ifndef OPENUIKIT_CWAYLAND_H
#define OPENUIKIT_CWAYLAND_H

#include <wayland-client.h>
#include <wayland-cursor.h>
#include "xdg-shell-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "text-input-unstable-v3-client-protocol.h"
#include "primary-selection-unstable-v1-client-protocol.h"
#include "xdg-activation-v1-client-protocol.h"

/// An anonymous shared-memory file of `size` bytes for wl_shm pools, or -1 (errno set).
int openuikit_wayland_shared_memory(long size);

/// A monotonic timer descriptor (non-blocking, close-on-exec), or -1.
int openuikit_wayland_timer_create(void);
/// Arms `fd` to fire after `delay_ms`, then every `interval_ms` (0: once); 0 and 0 disarm it.
int openuikit_wayland_timer_arm(int fd, long delay_ms, long interval_ms);
/// How many times the timer fired since the last call (0 when it has not).
unsigned long long openuikit_wayland_timer_take(int fd);

/// An epoll descriptor watching `first` and `second` for input (either may be -1), or -1.
int openuikit_wayland_watch(int first, int second);
/// Adds `fd` to the epoll descriptor `watch`, for input (`output` 0) or output (1).
int openuikit_wayland_watch_add(int watch, int fd, int output);
/// Takes `fd` out of the epoll descriptor `watch`.
int openuikit_wayland_watch_remove(int watch, int fd);

#endif

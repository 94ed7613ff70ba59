#ifndef CWAYLAND_TEST_COMPOSITOR_H
#define CWAYLAND_TEST_COMPOSITOR_H

#include <stddef.h>
#include <stdint.h>

/// A scripted Wayland compositor for tests, on a thread of its own: it offers what a
/// toplevel needs (wl_compositor, wl_shm, xdg_wm_base, server-side decorations) plus
/// wp_fractional_scale_manager_v1 and wp_viewporter, which Debian's compositors lack, and
/// records what the client commits. The test sets the preferred scale and reads frames.
typedef struct openuikit_test_compositor openuikit_test_compositor;

/// What the client's toplevel committed last.
typedef struct {
    /// The attached buffer's size in pixels (0 before any buffer).
    int32_t buffer_width, buffer_height;
    /// `wl_surface.set_buffer_scale`.
    int32_t buffer_scale;
    /// The viewport's destination in surface coordinates (-1 when unset).
    int32_t destination_width, destination_height;
    /// Commits that carried a buffer.
    uint32_t frames;
    /// Fractional-scale objects the client made.
    uint32_t fractional_scale_objects;
} openuikit_test_compositor_frame;

/// Starts a compositor listening at a socket in a new temporary folder, or returns NULL.
/// `scale120` is the preferred scale in 120ths that fractional-scale objects hear first;
/// `offers_fractional_scale` 0 leaves wp_fractional_scale_manager_v1 out. Each of the
/// `output_count` (at most 4) `output_scales` is a wl_output with that whole scale.
openuikit_test_compositor *openuikit_test_compositor_start(
    uint32_t scale120, int offers_fractional_scale, const int32_t *output_scales, int output_count);

/// The toplevel enters (shows on) output `index`, as when a window is moved onto a monitor.
void openuikit_test_compositor_enter_output(openuikit_test_compositor *compositor, uint32_t index);

/// The toplevel leaves output `index`.
void openuikit_test_compositor_leave_output(openuikit_test_compositor *compositor, uint32_t index);

/// The socket's absolute path: a `WAYLAND_DISPLAY` for the client.
const char *openuikit_test_compositor_socket(const openuikit_test_compositor *compositor);

/// Tells every fractional-scale object (and later ones) the preferred scale, in 120ths.
void openuikit_test_compositor_set_scale(openuikit_test_compositor *compositor, uint32_t scale120);

/// What the toplevel committed last.
openuikit_test_compositor_frame openuikit_test_compositor_last_frame(openuikit_test_compositor *compositor);

/// Copies the last buffer's pixels (4 bytes each, the buffer's format, rows of width * 4
/// bytes) into `pixels`; returns the bytes copied (0 when `capacity` is too small).
size_t openuikit_test_compositor_copy_pixels(openuikit_test_compositor *compositor, uint8_t *pixels, size_t capacity);

/// Stops the compositor, closes its clients and removes its socket.
void openuikit_test_compositor_stop(openuikit_test_compositor *compositor);

#endif

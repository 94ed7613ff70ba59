// A compositor just large enough for one OpenUIKit toplevel, scripted by the tests. Debian's
// compositors offer no fractional scaling; this one does, so the client's fractional path
// (preferred scale in 120ths, buffers at that scale, a viewport back to surface size) runs
// against a real libwayland server.
#define _GNU_SOURCE
#include "CWaylandTestCompositor.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <wayland-server.h>

#include "fractional-scale-v1-server-protocol.h"
#include "viewporter-server-protocol.h"
#include "xdg-decoration-unstable-v1-server-protocol.h"
#include "xdg-shell-server-protocol.h"

enum command_kind { COMMAND_SET_SCALE, COMMAND_ENTER_OUTPUT, COMMAND_LEAVE_OUTPUT, COMMAND_STOP };

#define MAXIMUM_OUTPUTS 4

struct output {
    struct wl_global *global;
    int32_t scale;
    /// The clients' wl_output resources, by their links.
    struct wl_list resources;
};

struct command {
    uint32_t kind;
    uint32_t value;
};

struct openuikit_test_compositor {
    struct wl_display *display;
    pthread_t thread;
    int commands[2];
    char folder[64];
    char socket_path[128];
    // Touched only on the compositor's thread.
    uint32_t scale120;
    uint32_t serial;
    struct wl_list fractional_scales;
    struct wl_list surfaces;
    struct output outputs[MAXIMUM_OUTPUTS];
    int output_count;
    // Shared with the test's thread.
    pthread_mutex_t lock;
    openuikit_test_compositor_frame frame;
    uint8_t *pixels;
    size_t pixel_bytes;
};

struct surface_state {
    struct wl_resource *buffer;
    struct wl_listener buffer_destroyed;
    int32_t buffer_scale;
    int32_t destination_width, destination_height;
};

struct surface {
    struct wl_list link;
    openuikit_test_compositor *compositor;
    struct wl_resource *resource;
    struct wl_resource *toplevel;
    struct wl_resource *xdg_surface;
    struct wl_resource *viewport;
    struct wl_list frame_callbacks;
    struct surface_state pending;
    int32_t buffer_scale;
    int32_t destination_width, destination_height;
    int configured;
};

static void destroy_resource(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    wl_resource_destroy(resource);
}

/// For resources kept in a list through their link: they leave it when destroyed.
static void unlink_resource(struct wl_resource *resource) {
    wl_list_remove(wl_resource_get_link(resource));
}

// MARK: Regions (accepted and ignored: the tests read no input or opaque regions)

static void region_rect(struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)client, (void)resource, (void)x, (void)y, (void)w, (void)h;
}

static const struct wl_region_interface region_implementation = {
    .destroy = destroy_resource, .add = region_rect, .subtract = region_rect,
};

// MARK: Surfaces

static void pending_buffer_gone(struct wl_listener *listener, void *data) {
    (void)data;
    struct surface_state *state = wl_container_of(listener, state, buffer_destroyed);
    state->buffer = NULL;
    wl_list_remove(&listener->link);
    wl_list_init(&listener->link);
}

static void surface_attach(struct wl_client *client, struct wl_resource *resource, struct wl_resource *buffer, int32_t x, int32_t y) {
    (void)client, (void)x, (void)y;
    struct surface *surface = wl_resource_get_user_data(resource);
    wl_list_remove(&surface->pending.buffer_destroyed.link);
    wl_list_init(&surface->pending.buffer_destroyed.link);
    surface->pending.buffer = buffer;
    if (buffer) wl_resource_add_destroy_listener(buffer, &surface->pending.buffer_destroyed);
}

static void surface_damage(struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)client, (void)resource, (void)x, (void)y, (void)w, (void)h;
}

static void surface_frame(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct surface *surface = wl_resource_get_user_data(resource);
    struct wl_resource *callback = wl_resource_create(client, &wl_callback_interface, 1, id);
    if (!callback) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(callback, NULL, NULL, unlink_resource);
    wl_list_insert(surface->frame_callbacks.prev, wl_resource_get_link(callback));
}

static void surface_region(struct wl_client *client, struct wl_resource *resource, struct wl_resource *region) {
    (void)client, (void)resource, (void)region;
}

static void surface_transform(struct wl_client *client, struct wl_resource *resource, int32_t transform) {
    (void)client, (void)resource, (void)transform;
}

static void surface_set_buffer_scale(struct wl_client *client, struct wl_resource *resource, int32_t scale) {
    (void)client;
    struct surface *surface = wl_resource_get_user_data(resource);
    if (scale < 1) return wl_resource_post_error(resource, WL_SURFACE_ERROR_INVALID_SCALE, "scale %d", scale);
    surface->pending.buffer_scale = scale;
}

static void surface_offset(struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y) {
    (void)client, (void)resource, (void)x, (void)y;
}

/// Keeps a copy of the committed buffer's pixels for the test and hands the buffer back.
static void take_buffer(struct surface *surface, struct wl_resource *buffer) {
    openuikit_test_compositor *compositor = surface->compositor;
    struct wl_shm_buffer *shm = wl_shm_buffer_get(buffer);
    if (!shm) return;
    int32_t width = wl_shm_buffer_get_width(shm), height = wl_shm_buffer_get_height(shm);
    int32_t stride = wl_shm_buffer_get_stride(shm);
    size_t bytes = (size_t)width * (size_t)height * 4;
    pthread_mutex_lock(&compositor->lock);
    uint8_t *pixels = realloc(compositor->pixels, bytes ? bytes : 1);
    if (pixels) {
        compositor->pixels = pixels;
        compositor->pixel_bytes = bytes;
        wl_shm_buffer_begin_access(shm);
        const uint8_t *rows = wl_shm_buffer_get_data(shm);
        for (int32_t y = 0; y < height; y++) memcpy(pixels + (size_t)y * (size_t)width * 4, rows + (size_t)y * (size_t)stride, (size_t)width * 4);
        wl_shm_buffer_end_access(shm);
    }
    compositor->frame.buffer_width = width;
    compositor->frame.buffer_height = height;
    compositor->frame.frames += 1;
    pthread_mutex_unlock(&compositor->lock);
    wl_buffer_send_release(buffer);
}

static void send_configure(struct surface *surface) {
    struct wl_array states;
    wl_array_init(&states);
    xdg_toplevel_send_configure(surface->toplevel, 0, 0, &states);
    wl_array_release(&states);
    xdg_surface_send_configure(surface->xdg_surface, ++surface->compositor->serial);
    surface->configured = 1;
}

static void surface_commit(struct wl_client *client, struct wl_resource *resource) {
    (void)client;
    struct surface *surface = wl_resource_get_user_data(resource);
    openuikit_test_compositor *compositor = surface->compositor;
    surface->buffer_scale = surface->pending.buffer_scale;
    surface->destination_width = surface->pending.destination_width;
    surface->destination_height = surface->pending.destination_height;
    if (surface->toplevel) {
        pthread_mutex_lock(&compositor->lock);
        compositor->frame.buffer_scale = surface->buffer_scale;
        compositor->frame.destination_width = surface->destination_width;
        compositor->frame.destination_height = surface->destination_height;
        pthread_mutex_unlock(&compositor->lock);
    }
    struct wl_resource *buffer = surface->pending.buffer;
    surface_attach(NULL, resource, NULL, 0, 0);
    if (buffer && surface->toplevel) take_buffer(surface, buffer);
    else if (buffer) wl_buffer_send_release(buffer);
    if (surface->toplevel && !surface->configured) send_configure(surface);
    // Every frame is "shown" at once: the callbacks are done on commit.
    struct wl_resource *callback, *next;
    wl_resource_for_each_safe(callback, next, &surface->frame_callbacks) {
        wl_callback_send_done(callback, compositor->serial);
        wl_resource_destroy(callback);
    }
}

static const struct wl_surface_interface surface_implementation = {
    .destroy = destroy_resource,
    .attach = surface_attach,
    .damage = surface_damage,
    .frame = surface_frame,
    .set_opaque_region = surface_region,
    .set_input_region = surface_region,
    .commit = surface_commit,
    .set_buffer_transform = surface_transform,
    .set_buffer_scale = surface_set_buffer_scale,
    .damage_buffer = surface_damage,
    .offset = surface_offset,
};

static void surface_destroyed(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    struct wl_resource *callback, *next;
    wl_resource_for_each_safe(callback, next, &surface->frame_callbacks) wl_resource_destroy(callback);
    wl_list_remove(&surface->pending.buffer_destroyed.link);
    if (surface->viewport) wl_resource_set_user_data(surface->viewport, NULL);
    if (surface->xdg_surface) wl_resource_set_user_data(surface->xdg_surface, NULL);
    if (surface->toplevel) wl_resource_set_user_data(surface->toplevel, NULL);
    wl_list_remove(&surface->link);
    free(surface);
}

static void create_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct surface *surface = calloc(1, sizeof *surface);
    struct wl_resource *made = surface ? wl_resource_create(client, &wl_surface_interface, wl_resource_get_version(resource), id) : NULL;
    if (!made) {
        free(surface);
        return wl_client_post_no_memory(client);
    }
    surface->compositor = wl_resource_get_user_data(resource);
    surface->resource = made;
    surface->buffer_scale = surface->pending.buffer_scale = 1;
    surface->destination_width = surface->destination_height = -1;
    surface->pending.destination_width = surface->pending.destination_height = -1;
    surface->pending.buffer_destroyed.notify = pending_buffer_gone;
    wl_list_init(&surface->pending.buffer_destroyed.link);
    wl_list_init(&surface->frame_callbacks);
    wl_list_insert(&surface->compositor->surfaces, &surface->link);
    wl_resource_set_implementation(made, &surface_implementation, surface, surface_destroyed);
}

static void create_region(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct wl_resource *region = wl_resource_create(client, &wl_region_interface, wl_resource_get_version(resource), id);
    if (!region) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(region, &region_implementation, NULL, NULL);
}

static const struct wl_compositor_interface compositor_implementation = {
    .create_surface = create_surface, .create_region = create_region,
};

// MARK: xdg-shell toplevels

static void toplevel_parent(struct wl_client *client, struct wl_resource *resource, struct wl_resource *parent) {
    (void)client, (void)resource, (void)parent;
}

static void toplevel_string(struct wl_client *client, struct wl_resource *resource, const char *text) {
    (void)client, (void)resource, (void)text;
}

static void toplevel_menu(struct wl_client *client, struct wl_resource *resource, struct wl_resource *seat, uint32_t serial, int32_t x, int32_t y) {
    (void)client, (void)resource, (void)seat, (void)serial, (void)x, (void)y;
}

static void toplevel_move(struct wl_client *client, struct wl_resource *resource, struct wl_resource *seat, uint32_t serial) {
    (void)client, (void)resource, (void)seat, (void)serial;
}

static void toplevel_resize(struct wl_client *client, struct wl_resource *resource, struct wl_resource *seat, uint32_t serial, uint32_t edges) {
    (void)client, (void)resource, (void)seat, (void)serial, (void)edges;
}

static void toplevel_size(struct wl_client *client, struct wl_resource *resource, int32_t width, int32_t height) {
    (void)client, (void)resource, (void)width, (void)height;
}

static void toplevel_state(struct wl_client *client, struct wl_resource *resource) {
    (void)client, (void)resource;
}

static void toplevel_fullscreen(struct wl_client *client, struct wl_resource *resource, struct wl_resource *output) {
    (void)client, (void)resource, (void)output;
}

static const struct xdg_toplevel_interface toplevel_implementation = {
    .destroy = destroy_resource,
    .set_parent = toplevel_parent,
    .set_title = toplevel_string,
    .set_app_id = toplevel_string,
    .show_window_menu = toplevel_menu,
    .move = toplevel_move,
    .resize = toplevel_resize,
    .set_max_size = toplevel_size,
    .set_min_size = toplevel_size,
    .set_maximized = toplevel_state,
    .unset_maximized = toplevel_state,
    .set_fullscreen = toplevel_fullscreen,
    .unset_fullscreen = toplevel_state,
    .set_minimized = toplevel_state,
};

static void toplevel_destroyed(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    if (surface) surface->toplevel = NULL;
}

static void get_toplevel(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    struct surface *surface = wl_resource_get_user_data(resource);
    if (!surface) return wl_resource_post_error(resource, XDG_WM_BASE_ERROR_DEFUNCT_SURFACES, "surface gone");
    struct wl_resource *toplevel = wl_resource_create(client, &xdg_toplevel_interface, wl_resource_get_version(resource), id);
    if (!toplevel) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(toplevel, &toplevel_implementation, surface, toplevel_destroyed);
    surface->toplevel = toplevel;
}

static void get_popup(struct wl_client *client, struct wl_resource *resource, uint32_t id, struct wl_resource *parent, struct wl_resource *positioner) {
    (void)client, (void)id, (void)parent, (void)positioner;
    wl_resource_post_error(resource, XDG_WM_BASE_ERROR_ROLE, "this test compositor has no popups");
}

static void window_geometry(struct wl_client *client, struct wl_resource *resource, int32_t x, int32_t y, int32_t w, int32_t h) {
    (void)client, (void)resource, (void)x, (void)y, (void)w, (void)h;
}

static void ack_configure(struct wl_client *client, struct wl_resource *resource, uint32_t serial) {
    (void)client, (void)resource, (void)serial;
}

static const struct xdg_surface_interface xdg_surface_implementation = {
    .destroy = destroy_resource,
    .get_toplevel = get_toplevel,
    .get_popup = get_popup,
    .set_window_geometry = window_geometry,
    .ack_configure = ack_configure,
};

static void xdg_surface_destroyed(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    if (surface) surface->xdg_surface = NULL;
}

static void get_xdg_surface(struct wl_client *client, struct wl_resource *resource, uint32_t id, struct wl_resource *surface_resource) {
    struct surface *surface = wl_resource_get_user_data(surface_resource);
    struct wl_resource *made = wl_resource_create(client, &xdg_surface_interface, wl_resource_get_version(resource), id);
    if (!made) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(made, &xdg_surface_implementation, surface, xdg_surface_destroyed);
    surface->xdg_surface = made;
}

static void create_positioner(struct wl_client *client, struct wl_resource *resource, uint32_t id) {
    (void)client, (void)id;
    wl_resource_post_error(resource, XDG_WM_BASE_ERROR_INVALID_POSITIONER, "this test compositor has no popups");
}

static void pong(struct wl_client *client, struct wl_resource *resource, uint32_t serial) {
    (void)client, (void)resource, (void)serial;
}

static const struct xdg_wm_base_interface wm_base_implementation = {
    .destroy = destroy_resource,
    .create_positioner = create_positioner,
    .get_xdg_surface = get_xdg_surface,
    .pong = pong,
};

// MARK: Server-side decorations (always granted)

static void decoration_set_mode(struct wl_client *client, struct wl_resource *resource, uint32_t mode) {
    (void)client, (void)mode;
    zxdg_toplevel_decoration_v1_send_configure(resource, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE);
}

static void decoration_unset_mode(struct wl_client *client, struct wl_resource *resource) {
    decoration_set_mode(client, resource, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE);
}

static const struct zxdg_toplevel_decoration_v1_interface decoration_implementation = {
    .destroy = destroy_resource, .set_mode = decoration_set_mode, .unset_mode = decoration_unset_mode,
};

static void get_toplevel_decoration(struct wl_client *client, struct wl_resource *resource, uint32_t id, struct wl_resource *toplevel) {
    (void)toplevel;
    struct wl_resource *made = wl_resource_create(client, &zxdg_toplevel_decoration_v1_interface, wl_resource_get_version(resource), id);
    if (!made) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(made, &decoration_implementation, NULL, NULL);
    zxdg_toplevel_decoration_v1_send_configure(made, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE);
}

static const struct zxdg_decoration_manager_v1_interface decoration_manager_implementation = {
    .destroy = destroy_resource, .get_toplevel_decoration = get_toplevel_decoration,
};

// MARK: Fractional scale and viewports

static const struct wp_fractional_scale_v1_interface fractional_scale_implementation = {.destroy = destroy_resource};

static void get_fractional_scale(struct wl_client *client, struct wl_resource *resource, uint32_t id, struct wl_resource *surface) {
    (void)surface;
    openuikit_test_compositor *compositor = wl_resource_get_user_data(resource);
    struct wl_resource *made = wl_resource_create(client, &wp_fractional_scale_v1_interface, wl_resource_get_version(resource), id);
    if (!made) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(made, &fractional_scale_implementation, compositor, unlink_resource);
    wl_list_insert(&compositor->fractional_scales, wl_resource_get_link(made));
    pthread_mutex_lock(&compositor->lock);
    compositor->frame.fractional_scale_objects += 1;
    pthread_mutex_unlock(&compositor->lock);
    wp_fractional_scale_v1_send_preferred_scale(made, compositor->scale120);
}

static const struct wp_fractional_scale_manager_v1_interface fractional_scale_manager_implementation = {
    .destroy = destroy_resource, .get_fractional_scale = get_fractional_scale,
};

static void viewport_source(struct wl_client *client, struct wl_resource *resource, wl_fixed_t x, wl_fixed_t y, wl_fixed_t w, wl_fixed_t h) {
    (void)client, (void)resource, (void)x, (void)y, (void)w, (void)h;
}

static void viewport_destination(struct wl_client *client, struct wl_resource *resource, int32_t width, int32_t height) {
    (void)client;
    struct surface *surface = wl_resource_get_user_data(resource);
    if (!surface) return wl_resource_post_error(resource, WP_VIEWPORT_ERROR_NO_SURFACE, "surface gone");
    int unset = width == -1 && height == -1;
    if (!unset && (width <= 0 || height <= 0)) return wl_resource_post_error(resource, WP_VIEWPORT_ERROR_BAD_VALUE, "destination %dx%d", width, height);
    surface->pending.destination_width = width;
    surface->pending.destination_height = height;
}

static const struct wp_viewport_interface viewport_implementation = {
    .destroy = destroy_resource, .set_source = viewport_source, .set_destination = viewport_destination,
};

static void viewport_destroyed(struct wl_resource *resource) {
    struct surface *surface = wl_resource_get_user_data(resource);
    if (surface) surface->viewport = NULL;
}

static void get_viewport(struct wl_client *client, struct wl_resource *resource, uint32_t id, struct wl_resource *surface_resource) {
    struct surface *surface = wl_resource_get_user_data(surface_resource);
    struct wl_resource *made = wl_resource_create(client, &wp_viewport_interface, wl_resource_get_version(resource), id);
    if (!made) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(made, &viewport_implementation, surface, viewport_destroyed);
    surface->viewport = made;
}

static const struct wp_viewporter_interface viewporter_implementation = {
    .destroy = destroy_resource, .get_viewport = get_viewport,
};

// MARK: Outputs

static const struct wl_output_interface output_implementation = {.release = destroy_resource};

static void bind_output(struct wl_client *client, void *data, uint32_t version, uint32_t id) {
    struct output *output = data;
    struct wl_resource *resource = wl_resource_create(client, &wl_output_interface, (int)version, id);
    if (!resource) return wl_client_post_no_memory(client);
    wl_resource_set_implementation(resource, &output_implementation, output, unlink_resource);
    wl_list_insert(&output->resources, wl_resource_get_link(resource));
    wl_output_send_geometry(resource, 0, 0, 300, 200, WL_OUTPUT_SUBPIXEL_UNKNOWN, "OpenUIKit", "Scripted", WL_OUTPUT_TRANSFORM_NORMAL);
    wl_output_send_mode(resource, WL_OUTPUT_MODE_CURRENT | WL_OUTPUT_MODE_PREFERRED, 1920, 1080, 60000);
    if (version >= 2) wl_output_send_scale(resource, output->scale);
    if (version >= 2) wl_output_send_done(resource);
}

/// Tells the toplevels' clients their surface entered (or left) output `index`.
static void cross_output(openuikit_test_compositor *compositor, uint32_t index, int entering) {
    if (index >= (uint32_t)compositor->output_count) return;
    struct output *output = &compositor->outputs[index];
    struct surface *surface;
    wl_list_for_each(surface, &compositor->surfaces, link) {
        if (!surface->toplevel) continue;
        struct wl_client *client = wl_resource_get_client(surface->resource);
        struct wl_resource *resource;
        wl_resource_for_each(resource, &output->resources) {
            if (wl_resource_get_client(resource) != client) continue;
            if (entering) wl_surface_send_enter(surface->resource, resource);
            else wl_surface_send_leave(surface->resource, resource);
        }
    }
}

// MARK: Globals

#define BINDER(name, interface, implementation)                                                          \
    static void name(struct wl_client *client, void *data, uint32_t version, uint32_t id) {                 \
        struct wl_resource *resource = wl_resource_create(client, &interface, (int)version, id);          \
        if (!resource) return wl_client_post_no_memory(client);                                           \
        wl_resource_set_implementation(resource, &implementation, data, NULL);                            \
    }

BINDER(bind_compositor, wl_compositor_interface, compositor_implementation)
BINDER(bind_wm_base, xdg_wm_base_interface, wm_base_implementation)
BINDER(bind_decorations, zxdg_decoration_manager_v1_interface, decoration_manager_implementation)
BINDER(bind_fractional_scale, wp_fractional_scale_manager_v1_interface, fractional_scale_manager_implementation)
BINDER(bind_viewporter, wp_viewporter_interface, viewporter_implementation)

// MARK: Running

static int on_command(int fd, uint32_t mask, void *data) {
    (void)mask;
    openuikit_test_compositor *compositor = data;
    struct command command;
    while (read(fd, &command, sizeof command) == sizeof command) {
        if (command.kind == COMMAND_STOP) {
            wl_display_terminate(compositor->display);
        } else if (command.kind == COMMAND_ENTER_OUTPUT || command.kind == COMMAND_LEAVE_OUTPUT) {
            cross_output(compositor, command.value, command.kind == COMMAND_ENTER_OUTPUT);
        } else if (command.kind == COMMAND_SET_SCALE) {
            compositor->scale120 = command.value;
            struct wl_resource *resource;
            wl_resource_for_each(resource, &compositor->fractional_scales) wp_fractional_scale_v1_send_preferred_scale(resource, command.value);
        }
    }
    return 0;
}

static void *run(void *data) {
    openuikit_test_compositor *compositor = data;
    wl_display_run(compositor->display);
    return NULL;
}

static int listen_at(const char *path) {
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    struct sockaddr_un address = {.sun_family = AF_UNIX};
    snprintf(address.sun_path, sizeof address.sun_path, "%s", path);
    if (bind(fd, (struct sockaddr *)&address, sizeof address) < 0 || listen(fd, 16) < 0) {
        close(fd);
        return -1;
    }
    return fd;
}

openuikit_test_compositor *openuikit_test_compositor_start(
    uint32_t scale120, int offers_fractional_scale, const int32_t *output_scales, int output_count) {
    openuikit_test_compositor *compositor = calloc(1, sizeof *compositor);
    if (!compositor) return NULL;
    compositor->scale120 = scale120;
    compositor->commands[0] = compositor->commands[1] = -1;
    compositor->frame.destination_width = compositor->frame.destination_height = -1;
    pthread_mutex_init(&compositor->lock, NULL);
    wl_list_init(&compositor->fractional_scales);
    wl_list_init(&compositor->surfaces);
    snprintf(compositor->folder, sizeof compositor->folder, "/tmp/openuikit-compositor-XXXXXX");
    compositor->display = wl_display_create();
    if (!compositor->display || !mkdtemp(compositor->folder) || pipe2(compositor->commands, O_CLOEXEC | O_NONBLOCK) < 0) goto fail;
    snprintf(compositor->socket_path, sizeof compositor->socket_path, "%s/wayland-0", compositor->folder);
    int fd = listen_at(compositor->socket_path);
    if (fd < 0 || wl_display_add_socket_fd(compositor->display, fd) < 0) goto fail;
    struct wl_display *display = compositor->display;
    if (wl_display_init_shm(display) < 0
        || !wl_global_create(display, &wl_compositor_interface, 4, compositor, bind_compositor)
        || !wl_global_create(display, &xdg_wm_base_interface, 5, compositor, bind_wm_base)
        || !wl_global_create(display, &zxdg_decoration_manager_v1_interface, 1, compositor, bind_decorations)
        || (offers_fractional_scale && !wl_global_create(display, &wp_fractional_scale_manager_v1_interface, 1, compositor, bind_fractional_scale))
        || !wl_global_create(display, &wp_viewporter_interface, 1, compositor, bind_viewporter))
        goto fail;
    compositor->output_count = output_count < 0 ? 0 : output_count > MAXIMUM_OUTPUTS ? MAXIMUM_OUTPUTS : output_count;
    for (int index = 0; index < compositor->output_count; index++) {
        struct output *output = &compositor->outputs[index];
        output->scale = output_scales[index] > 0 ? output_scales[index] : 1;
        wl_list_init(&output->resources);
        output->global = wl_global_create(display, &wl_output_interface, 3, output, bind_output);
        if (!output->global) goto fail;
    }
    if (!wl_event_loop_add_fd(wl_display_get_event_loop(display), compositor->commands[0], WL_EVENT_READABLE, on_command, compositor)) goto fail;
    if (pthread_create(&compositor->thread, NULL, run, compositor) != 0) goto fail;
    return compositor;
fail:
    if (compositor->display) wl_display_destroy(compositor->display);
    if (compositor->commands[0] >= 0) close(compositor->commands[0]), close(compositor->commands[1]);
    if (compositor->socket_path[0]) unlink(compositor->socket_path);
    rmdir(compositor->folder);
    free(compositor);
    return NULL;
}

const char *openuikit_test_compositor_socket(const openuikit_test_compositor *compositor) {
    return compositor->socket_path;
}

static void send_command(openuikit_test_compositor *compositor, uint32_t kind, uint32_t value) {
    struct command command = {kind, value};
    while (write(compositor->commands[1], &command, sizeof command) < 0 && errno == EINTR) {}
}

void openuikit_test_compositor_enter_output(openuikit_test_compositor *compositor, uint32_t index) {
    send_command(compositor, COMMAND_ENTER_OUTPUT, index);
}

void openuikit_test_compositor_leave_output(openuikit_test_compositor *compositor, uint32_t index) {
    send_command(compositor, COMMAND_LEAVE_OUTPUT, index);
}

void openuikit_test_compositor_set_scale(openuikit_test_compositor *compositor, uint32_t scale120) {
    send_command(compositor, COMMAND_SET_SCALE, scale120);
}

openuikit_test_compositor_frame openuikit_test_compositor_last_frame(openuikit_test_compositor *compositor) {
    pthread_mutex_lock(&compositor->lock);
    openuikit_test_compositor_frame frame = compositor->frame;
    pthread_mutex_unlock(&compositor->lock);
    return frame;
}

size_t openuikit_test_compositor_copy_pixels(openuikit_test_compositor *compositor, uint8_t *pixels, size_t capacity) {
    pthread_mutex_lock(&compositor->lock);
    size_t bytes = compositor->pixel_bytes <= capacity ? compositor->pixel_bytes : 0;
    if (bytes) memcpy(pixels, compositor->pixels, bytes);
    pthread_mutex_unlock(&compositor->lock);
    return bytes;
}

void openuikit_test_compositor_stop(openuikit_test_compositor *compositor) {
    send_command(compositor, COMMAND_STOP, 0);
    pthread_join(compositor->thread, NULL);
    wl_display_destroy_clients(compositor->display);
    wl_display_destroy(compositor->display);
    close(compositor->commands[0]);
    close(compositor->commands[1]);
    unlink(compositor->socket_path);
    rmdir(compositor->folder);
    pthread_mutex_destroy(&compositor->lock);
    free(compositor->pixels);
    free(compositor);
}

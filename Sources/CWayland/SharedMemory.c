#define _GNU_SOURCE
#include <errno.h>
#include <sys/mman.h>
#include <unistd.h>
#include "CWayland.h"

int openuikit_wayland_shared_memory(long size) {
    if (size <= 0) { errno = EINVAL; return -1; }
    int fd = memfd_create("openuikit-frame", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    int result;
    do { result = ftruncate(fd, size); } while (result < 0 && errno == EINTR);
    if (result < 0) { int saved = errno; close(fd); errno = saved; return -1; }
    return fd;
}

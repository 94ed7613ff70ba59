#include <sys/epoll.h>
#include <sys/timerfd.h>
#include <unistd.h>
#include <errno.h>
#include "CWayland.h"

int openuikit_wayland_timer_create(void) {
    return timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
}

int openuikit_wayland_timer_arm(int fd, long delay_ms, long interval_ms) {
    struct itimerspec spec = {0};
    spec.it_value.tv_sec = delay_ms / 1000;
    spec.it_value.tv_nsec = (delay_ms % 1000) * 1000000L;
    spec.it_interval.tv_sec = interval_ms / 1000;
    spec.it_interval.tv_nsec = (interval_ms % 1000) * 1000000L;
    return timerfd_settime(fd, 0, &spec, NULL);
}

unsigned long long openuikit_wayland_timer_take(int fd) {
    unsigned long long count = 0;
    if (read(fd, &count, sizeof count) != sizeof count) return 0;
    return count;
}

int openuikit_wayland_watch(int first, int second) {
    int fd = epoll_create1(EPOLL_CLOEXEC);
    if (fd < 0) return -1;
    int watched[2] = { first, second };
    for (int i = 0; i < 2; i++) {
        if (watched[i] < 0) continue;
        struct epoll_event event = { .events = EPOLLIN, .data = { .fd = watched[i] } };
        if (epoll_ctl(fd, EPOLL_CTL_ADD, watched[i], &event) < 0) { int saved = errno; close(fd); errno = saved; return -1; }
    }
    return fd;
}

int openuikit_wayland_watch_add(int watch, int fd, int output) {
    struct epoll_event event = { .events = output ? EPOLLOUT : EPOLLIN, .data = { .fd = fd } };
    return epoll_ctl(watch, EPOLL_CTL_ADD, fd, &event);
}

int openuikit_wayland_watch_remove(int watch, int fd) {
    return epoll_ctl(watch, EPOLL_CTL_DEL, fd, NULL);
}

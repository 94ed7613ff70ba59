#ifndef C_HEAP_STATISTICS_H
#define C_HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not taken back, over all threads (glibc's
/// mallinfo2), for soak tests that check memory stays flat.
size_t heap_bytes_in_use(void);

#endif

#include <stddef.h>

/// Bytes currently allocated through malloc (glibc's mallinfo2 uordblks).
size_t cmallocinfo_allocated_bytes(void);

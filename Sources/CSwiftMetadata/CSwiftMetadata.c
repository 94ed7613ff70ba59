#include "CSwiftMetadata.h"
#include <stddef.h>

// The linker defines these bounds for a section whose name is a C identifier; weak, so an
// executable without conformances links and reads null.
extern const char __start_swift5_protocol_conformances[] __attribute__((weak));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak));

const void *openuikit_protocol_conformances_start(void) { return __start_swift5_protocol_conformances; }
const void *openuikit_protocol_conformances_end(void) { return __stop_swift5_protocol_conformances; }

typedef struct {
    const void *metadata;
    size_t state;
} MetadataResponse;

typedef MetadataResponse (*MetadataAccessFunction)(size_t request) __attribute__((swiftcall));

const void *openuikit_type_metadata(const void *accessFunction) {
    // Request 0: complete metadata, blocking until it is.
    return ((MetadataAccessFunction)accessFunction)(0).metadata;
}

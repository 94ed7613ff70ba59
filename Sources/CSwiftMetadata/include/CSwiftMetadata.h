#ifndef CSWIFTMETADATA_H
#define CSWIFTMETADATA_H

/// The protocol conformance records the Swift compiler put in this executable: an array of
/// 32-bit offsets, each relative to its own address, to a conformance descriptor. Both are
/// null when the executable has none.
const void *_Nullable openuikit_protocol_conformances_start(void);
const void *_Nullable openuikit_protocol_conformances_end(void);

/// Calls a non-generic type's metadata access function (Swift's calling convention) and
/// returns the complete metadata, which is the type's `Any.Type`.
const void *_Nonnull openuikit_type_metadata(const void *_Nonnull accessFunction);

#endif

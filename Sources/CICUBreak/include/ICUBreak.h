// ICU's break iterators (UAX #14 line breaking, UAX #29 word segmentation) behind plain C
// functions. ICU's own headers stay inside the C file: Foundation brings a private copy of
// ICU whose types would clash with them in a Swift module.
#ifndef OPENUIKIT_ICU_BREAK_H
#define OPENUIKIT_ICU_BREAK_H

#include <stdint.h>

/// What may follow a scalar.
enum {
    openuikit_break_mandatory = 0,
    openuikit_break_allowed = 1,
    openuikit_break_none = 2,
};

/// Line break opportunities (UAX #14) after each of `count` scalars, written to `kinds`
/// (one of the values above each). The last scalar always ends a line. `locale` (such as
/// "ja") tunes the rules and may be NULL. Returns 0, or a nonzero ICU error code, in which
/// case `kinds` holds what was found before the error.
int32_t openuikit_line_breaks(const uint32_t *scalars, int32_t count, const char *locale, uint8_t *kinds);

/// Word boundaries (UAX #29) in `length` UTF-16 units: writes each boundary's offset, 0 and
/// `length` included, to `boundaries` (room for length + 1) and returns how many, or -1 on
/// an ICU error.
int32_t openuikit_word_boundaries(const uint16_t *units, int32_t length, const char *locale, int32_t *boundaries);

#endif

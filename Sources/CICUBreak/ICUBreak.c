#include "ICUBreak.h"

#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

/// Encodes `count` scalars as UTF-16 into `units` (room for 2 * count) and records in
/// `scalar_ending` (room for 2 * count + 1) which scalar ends at each unit offset, or -1.
/// Values that are not scalars become U+FFFD. Returns the number of units.
static int32_t utf16_from_scalars(const uint32_t *scalars, int32_t count, UChar *units, int32_t *scalar_ending) {
    int32_t length = 0;
    scalar_ending[0] = -1;
    for (int32_t index = 0; index < count; index++) {
        uint32_t scalar = scalars[index];
        if (scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) scalar = 0xFFFD;
        if (scalar >= 0x10000) {
            units[length++] = (UChar)(0xD7C0 + (scalar >> 10));
            scalar_ending[length] = -1;
            units[length++] = (UChar)(0xDC00 | (scalar & 0x3FF));
        } else {
            units[length++] = (UChar)scalar;
        }
        scalar_ending[length] = index;
    }
    return length;
}

int32_t openuikit_line_breaks(const uint32_t *scalars, int32_t count, const char *locale, uint8_t *kinds) {
    if (count <= 0) return 0;
    for (int32_t index = 0; index < count; index++) kinds[index] = openuikit_break_none;
    UChar *units = malloc(sizeof(UChar) * 2 * (size_t)count);
    int32_t *ending = malloc(sizeof(int32_t) * (2 * (size_t)count + 1));
    if (!units || !ending) {
        free(units);
        free(ending);
        kinds[count - 1] = openuikit_break_mandatory;
        return U_MEMORY_ALLOCATION_ERROR;
    }
    int32_t length = utf16_from_scalars(scalars, count, units, ending);
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale ? locale : "", units, length, &status);
    if (U_SUCCESS(status)) {
        for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
            int32_t scalar = ending[boundary];
            if (scalar < 0) continue;
            int32_t rule = ubrk_getRuleStatus(iterator);
            int hard = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
            kinds[scalar] = hard ? openuikit_break_mandatory : openuikit_break_allowed;
        }
        ubrk_close(iterator);
    }
    kinds[count - 1] = openuikit_break_mandatory;
    free(units);
    free(ending);
    return U_SUCCESS(status) ? 0 : (int32_t)status;
}

int32_t openuikit_word_boundaries(const uint16_t *units, int32_t length, const char *locale, int32_t *boundaries) {
    boundaries[0] = 0;
    if (length <= 0) return 1;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale ? locale : "", (const UChar *)units, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t found = 1;
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (boundary > boundaries[found - 1] && found <= length) boundaries[found++] = boundary;
    }
    ubrk_close(iterator);
    if (boundaries[found - 1] != length && found <= length) boundaries[found++] = length;
    return found;
}

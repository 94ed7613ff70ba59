#ifndef OPENUIKIT_PATH_CLIPPING_H
#define OPENUIKIT_PATH_CLIPPING_H

// A C face for the Clipper polygon library (libpolyclipping), which is C++: OpenCoreGraphics
// flattens paths to integer polygons, hands them over here and reads the result back.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
    PCOperationUnion = 0,
    PCOperationIntersection = 1,
    PCOperationDifference = 2,
    PCOperationSymmetricDifference = 3
} PCOperation;

/// Contours as one run of interleaved x, y coordinates and the number of points of each.
typedef struct {
    const int64_t *coordinates;
    const size_t *pointCounts;
    size_t contourCount;
} PCContours;

typedef struct PCResult PCResult;

/// Combines the subject's region (or its lines, when `subjectIsOpen`) with the clip's
/// region, both filled by the even-odd rule when `evenOdd` is non-zero, by the non-zero
/// winding rule otherwise. Returns NULL when Clipper rejects the input (coordinates
/// beyond its range); the caller frees the result with PCResultFree.
PCResult *PCClip(PCOperation operation, int evenOdd, PCContours subject, int subjectIsOpen, PCContours clip);

size_t PCResultContourCount(const PCResult *result);
size_t PCResultPointCount(const PCResult *result, size_t contour);
/// The contour's points as interleaved x, y coordinates.
const int64_t *PCResultCoordinates(const PCResult *result, size_t contour);
/// Non-zero for a line (a piece of an open subject), zero for the edge of a region.
int PCResultIsOpen(const PCResult *result, size_t contour);
/// Which connected piece of the result the contour belongs to: an outer edge and the
/// holes directly inside it share a number.
size_t PCResultComponent(const PCResult *result, size_t contour);
void PCResultFree(PCResult *result);

#ifdef __cplusplus
}
#endif

#endif

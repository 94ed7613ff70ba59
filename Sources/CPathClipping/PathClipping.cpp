#include "PathClipping.h"

#include <polyclipping/clipper.hpp>
#include <vector>

struct PCContour {
    std::vector<int64_t> coordinates;
    bool open;
    size_t component;
};

struct PCResult {
    std::vector<PCContour> contours;
    size_t componentCount = 0;
};

static ClipperLib::Paths pathsFrom(PCContours contours) {
    ClipperLib::Paths paths;
    paths.reserve(contours.contourCount);
    size_t offset = 0;
    for (size_t index = 0; index < contours.contourCount; ++index) {
        ClipperLib::Path path;
        size_t count = contours.pointCounts[index];
        path.reserve(count);
        for (size_t point = 0; point < count; ++point, offset += 2) {
            path.push_back(ClipperLib::IntPoint(contours.coordinates[offset], contours.coordinates[offset + 1]));
        }
        paths.push_back(std::move(path));
    }
    return paths;
}

static PCContour contourFrom(const ClipperLib::Path &path, bool open, size_t component) {
    PCContour contour{std::vector<int64_t>(), open, component};
    contour.coordinates.reserve(path.size() * 2);
    for (const ClipperLib::IntPoint &point : path) {
        contour.coordinates.push_back(point.X);
        contour.coordinates.push_back(point.Y);
    }
    return contour;
}

// Walks the tree depth first so each outer edge is followed by its own holes; an island
// inside a hole starts a new component.
static void collect(const ClipperLib::PolyNode &node, size_t component, PCResult &result) {
    for (const ClipperLib::PolyNode *child : node.Childs) {
        if (child->IsOpen()) {
            result.contours.push_back(contourFrom(child->Contour, true, result.componentCount++));
            continue;
        }
        size_t childComponent = child->IsHole() ? component : result.componentCount++;
        result.contours.push_back(contourFrom(child->Contour, false, childComponent));
        collect(*child, childComponent, result);
    }
}

extern "C" PCResult *PCClip(PCOperation operation, int evenOdd, PCContours subject, int subjectIsOpen, PCContours clip) {
    static const ClipperLib::ClipType clipTypes[] = {
        ClipperLib::ctUnion, ClipperLib::ctIntersection, ClipperLib::ctDifference, ClipperLib::ctXor};
    if (operation < PCOperationUnion || operation > PCOperationSymmetricDifference) return nullptr;
    try {
        ClipperLib::Clipper clipper;
        clipper.AddPaths(pathsFrom(subject), ClipperLib::ptSubject, subjectIsOpen == 0);
        clipper.AddPaths(pathsFrom(clip), ClipperLib::ptClip, true);
        ClipperLib::PolyFillType fill = evenOdd ? ClipperLib::pftEvenOdd : ClipperLib::pftNonZero;
        ClipperLib::PolyTree tree;
        if (!clipper.Execute(clipTypes[operation], tree, fill, fill)) return nullptr;
        PCResult *result = new PCResult();
        collect(tree, 0, *result);
        return result;
    } catch (...) {
        return nullptr;
    }
}

extern "C" size_t PCResultContourCount(const PCResult *result) { return result->contours.size(); }

extern "C" size_t PCResultPointCount(const PCResult *result, size_t contour) {
    return result->contours[contour].coordinates.size() / 2;
}

extern "C" const int64_t *PCResultCoordinates(const PCResult *result, size_t contour) {
    return result->contours[contour].coordinates.data();
}

extern "C" int PCResultIsOpen(const PCResult *result, size_t contour) { return result->contours[contour].open ? 1 : 0; }

extern "C" size_t PCResultComponent(const PCResult *result, size_t contour) { return result->contours[contour].component; }

extern "C" void PCResultFree(PCResult *result) { delete result; }

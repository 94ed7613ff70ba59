import Foundation

extension NSValue {
    /// A value holding `numbers` as an array of doubles (`[Nd]`): Foundation on Linux boxes
    /// arrays of numbers but not structures, so the geometry forms Apple's frameworks add to
    /// `NSValue` (transforms, insets) are kept this way.
    package convenience init(packing numbers: [CGFloat]) {
        var doubles = numbers.map { Double($0) }
        let type = Self.packedType(count: doubles.count)
        self.init(bytes: &doubles, objCType: type)
    }

    /// The numbers of a value made by ``init(packing:)`` with `count` numbers, or `nil` for
    /// a value of another type.
    package func unpacked(count: Int) -> [CGFloat]? {
        guard String(cString: objCType) == Self.packedType(count: count) else { return nil }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return doubles.map { CGFloat($0) }
    }

    private static func packedType(count: Int) -> String { "[\(count)d]" }

    /// The point the value holds, or `nil` for a value of another type.
    package var storedPoint: CGPoint? { holds("{CGPoint") ? pointValue : nil }
    /// The size the value holds, or `nil` for a value of another type.
    package var storedSize: CGSize? { holds("{CGSize") ? sizeValue : nil }
    /// The rectangle the value holds, or `nil` for a value of another type.
    package var storedRect: CGRect? { holds("{CGRect") ? rectValue : nil }

    private func holds(_ typePrefix: String) -> Bool { String(cString: objCType).hasPrefix(typePrefix) }
}

import Foundation
import FuzzSupport
import OpenUIKit

/// Random constraint systems over a few views and a stack view: conflicting, cyclic,
/// huge and non-finite constants and multipliers, every priority, then layout.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAutoLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    MainActor.assumeIsolated { layOutRandomConstraints(&input) }
    return 0
}


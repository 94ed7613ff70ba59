import Foundation
@_spi(OpenUIKit) import OpenUIKitX11

/// Arbitrary bytes as an XSETTINGS manager's property (what any program on the display can
/// publish): parsing must refuse them cleanly or give settings whose scale is usable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDesktopSettings(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let settings = XSettings(data: Data(bytes: data, count: size)) else { return 0 }
    if let scale = settings.scale, !(scale.isFinite && scale >= 0.5 && scale <= 8) {
        fatalError("XSETTINGS gave the unusable scale \(scale)")
    }
    return 0
}

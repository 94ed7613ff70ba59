// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets over OpenUIKit's input paths, in a package of their own so that users
// of OpenUIKit never build them. Build and run them with `Fuzz/run` (it passes
// `--sanitize=fuzzer`, which links libFuzzer's `main`).
let package = Package(
    name: "OpenUIKitFuzz",
    // Without the macros: their plugin, an executable built with the sanitizer too, would
    // get libFuzzer's `main` beside its own. The fuzzed code uses none of them.
    dependencies: [.package(name: "OpenUIKit", path: "..", traits: [])],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzTextLayout", dependencies: [
            "FuzzSupport", .product(name: "OpenUIKit", package: "OpenUIKit"), .product(name: "OpenCoreText", package: "OpenUIKit"),
        ]),
        .executableTarget(name: "FuzzAttributedString", dependencies: [
            "FuzzSupport", .product(name: "OpenUIKit", package: "OpenUIKit"), .product(name: "OpenCoreText", package: "OpenUIKit"),
        ]),
        .executableTarget(name: "FuzzAutoLayout", dependencies: ["FuzzSupport", .product(name: "OpenUIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzImageDecoding", dependencies: ["FuzzSupport", .product(name: "OpenUIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzAssetCatalog", dependencies: ["FuzzSupport", .product(name: "OpenUIKit", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzReplay", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzDesktopSettings", dependencies: [.product(name: "OpenUIKitX11", package: "OpenUIKit")]),
        .executableTarget(name: "FuzzSwiftUILayout", dependencies: ["FuzzSupport", .product(name: "OpenSwiftUI", package: "OpenUIKit")]),
    ],
    swiftLanguageModes: [.v6]
)

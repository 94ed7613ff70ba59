// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that users of OpenUIKit never build them
// or their baselines. Run from this folder: `swift package benchmark`.
let package = Package(
    name: "OpenUIKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "OpenUIKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The cairo baseline, measured in the same run as our rasterizer.
        .target(name: "CMallocInfo"),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .executableTarget(
            name: "Rasterizer",
            dependencies: [
                .product(name: "OpenCoreGraphics", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
                "CCairo",
            ],
            path: "Benchmarks/Rasterizer",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Text layout and drawing against cairo, in one run.
        .executableTarget(
            name: "Text",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenCoreText", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
                "CCairo",
            ],
            path: "Benchmarks/Text",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Paragraphs shaped, broken and drawn (Latin, Arabic, CJK) against Pango with cairo, in one run.
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .executableTarget(
            name: "Paragraph",
            dependencies: [
                .product(name: "OpenCoreText", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
                "CPangoCairo",
            ],
            path: "Benchmarks/Paragraph",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Diffing list snapshots.
        .executableTarget(
            name: "Lists",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Lists",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Frames of a navigation push.
        .executableTarget(
            name: "Navigation",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenSwiftUI", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Navigation",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A key press in a text field to its frame.
        .executableTarget(
            name: "Typing",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Typing",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A 40,000-character pasted text through framesetter, label, string drawing and text
        // view, against the same on 4,000 characters, in one run.
        .executableTarget(
            name: "PastedText",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/PastedText",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Texts that once froze an app, each against a tenth of itself, in one run.
        .executableTarget(
            name: "HugeText",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/HugeText",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Automatic Observation tracking against the pre-iOS 26 Combine binding, in one run.
        .executableTarget(
            name: "UpdateCycle",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                "CMallocInfo",
            ],
            path: "Benchmarks/UpdateCycle",
            // The benchmark harness is not Sendable-annotated; its closures hop to the main actor.
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Auto Layout's first layout and constant changes on a screen of rows, for perf.
        .executableTarget(
            name: "LayoutProfile",
            dependencies: [.product(name: "OpenUIKit", package: "OpenUIKit")],
            path: "Benchmarks/LayoutProfile"
        ),
        // Liquid Glass frames: the reference screen, and containers against separate glass.
        .executableTarget(
            name: "Glass",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Glass",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Screens the SwiftUI benchmark and its profile harness share.
        .target(
            name: "SwiftUIScreens",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenSwiftUI", package: "OpenUIKit"),
            ],
            path: "Benchmarks/SwiftUIScreens",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // OpenSwiftUI against the same screens in UIKit, in one run.
        .executableTarget(
            name: "SwiftUI",
            dependencies: [
                "SwiftUIScreens",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenSwiftUI", package: "OpenUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SwiftUI",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not a benchmark: one SwiftUI row's change to its frame in a loop, for `perf record`.
        .executableTarget(
            name: "swiftui-profile",
            dependencies: [
                "SwiftUIScreens",
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenSwiftUI", package: "OpenUIKit"),
            ],
            path: "Benchmarks/SwiftUIProfile",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Not a benchmark: renders glass frames in a loop for `perf record` and prints the median.
        .executableTarget(
            name: "glass-profile",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
            ],
            path: "Benchmarks/GlassProfile",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // A harness to profile glyph drawing under perf: `swift run -c release text-profile`.
        .executableTarget(
            name: "text-profile",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenCoreText", package: "OpenUIKit"),
            ],
            path: "Benchmarks/TextProfile",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Not a benchmark: one binding's changes in a loop for `perf record`.
        .executableTarget(
            name: "update-profile",
            dependencies: [
                .product(name: "OpenUIKit", package: "OpenUIKit"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                "CMallocInfo",
            ],
            path: "Benchmarks/UpdateProfile",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)

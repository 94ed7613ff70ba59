// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    // Where the shim uses Apple's frameworks: the releases with Observation.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "OpenCoreGraphics", targets: ["OpenCoreGraphics"]),
        .library(name: "OpenCoreText", targets: ["OpenCoreText"]),
        .library(name: "LiquidGlass", targets: ["LiquidGlass"]),
        .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
        .library(name: "OpenUIKitHost", targets: ["OpenUIKitHost"]),
        .library(name: "OpenUIKitX11", targets: ["OpenUIKitX11"]),
        .library(name: "OpenUIKitWayland", targets: ["OpenUIKitWayland"]),
        .library(name: "OpenUIKitATSPI", targets: ["OpenUIKitATSPI"]),
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        .library(name: "OpenUIKitDesktop", targets: ["OpenUIKitDesktop"]),
        .library(name: "OpenSwiftUI", targets: ["OpenSwiftUI"]),
        .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
        .library(name: "OpenUIKitShim", targets: ["OpenUIKitShim"]),
        .executable(name: "demo", targets: ["Demo"]),
        .executable(name: "glass-gallery", targets: ["GlassGallery"]),
        .executable(name: "glass-fidelity", targets: ["GlassFidelity"]),
        .executable(name: "swiftui-app", targets: ["SwiftUIApp"]),
        .executable(name: "invoices", targets: ["Invoices"]),
        .executable(name: "accessible-glass", targets: ["AccessibleGlass"]),
        .executable(name: "inbox", targets: ["Inbox"]),
        .executable(name: "films", targets: ["Films"]),
        .executable(name: "grow", targets: ["Grow"]),
        .executable(name: "glass-audit", targets: ["GlassAuditTool"]),
        .executable(name: "openuikit-previews", targets: ["Previews"]),
        .executable(name: "trails", targets: ["Trails"]),
    ],
    // `#Preview`, `@Previewable` and `@Entry` need the macro plugin, built for the host; the
    // fuzzers' sanitizer build turns the trait off (libFuzzer's `main` clashes with the
    // plugin's).
    traits: [
        .trait(name: "Macros", description: "The #Preview, @Previewable and @Entry macros"),
        .default(enabledTraits: ["Macros"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation`: the DocC catalogs of every module.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `ObservableObject`, `@Published` and publishers for SwiftUI's Combine-based state.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `#Preview`, `@Previewable` and `@Entry` are macros; the range is swift-snapshot-testing's.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"605.0.0"),
    ],
    targets: [
        // System libraries. Each names the Debian/Ubuntu package that provides it.
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"]), .yum(["libwebp-devel"])]),
        .systemLibrary(
            name: "CLCMS2", pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .yum(["lcms2-devel"])]),
        .systemLibrary(
            name: "CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .yum(["libxml2-devel"])]),
        .systemLibrary(
            name: "CHeif", pkgConfig: "libheif",
            providers: [.apt(["libheif-dev"]), .yum(["libheif-devel"])]),
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .yum(["libpng-devel"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .yum(["freetype-devel"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .yum(["fontconfig-devel"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .yum(["harfbuzz-devel"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .yum(["fribidi-devel"])]),
        .systemLibrary(
            name: "CXKBCommon", pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"]), .yum(["libxkbcommon-devel"])]),
        .systemLibrary(
            name: "CXKBCommonX11", pkgConfig: "xkbcommon-x11",
            providers: [.apt(["libxkbcommon-x11-dev", "libx11-xcb-dev"]), .yum(["libxkbcommon-x11-devel", "libX11-devel"])]),
        .systemLibrary(
            name: "CX11", pkgConfig: "x11",
            providers: [.apt(["libx11-dev", "libxext-dev"]), .yum(["libX11-devel", "libXext-devel"])]),
        // Window decorations drawn by the client where the compositor draws none (GNOME).
        .systemLibrary(
            name: "CLibdecor", pkgConfig: "libdecor-0",
            providers: [.apt(["libdecor-0-dev"]), .yum(["libdecor-devel"])]),
        .systemLibrary(
            name: "CDBus", pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"]), .yum(["dbus-devel"])]),

        // ICU's line and word break iterators (libicu-dev on Debian, libicu-devel elsewhere),
        // wrapped in C so ICU's headers never meet Foundation's private copy of them.
        .target(name: "CICUBreak", linkerSettings: [.linkedLibrary("icuuc")]),
        // JPEG through libjpeg-turbo (libjpeg-dev), in C so its longjmp error handling stays
        // on one side of the language boundary.
        .target(name: "CJPEGCodec", linkerSettings: [.linkedLibrary("jpeg")]),
        // The first frame of a GIF through giflib (libgif-dev).
        .target(name: "CGIFCodec", linkerSettings: [.linkedLibrary("gif")]),
        // Polygon boolean operations through Clipper (libpolyclipping-dev), a C++ library
        // behind a C header so no Swift module needs C++ interoperability.
        .target(name: "CPathClipping", linkerSettings: [.linkedLibrary("polyclipping")]),
        // libwayland-client (libwayland-dev) and the protocols beyond the core one, as
        // wayland-scanner generates them (Scripts/generate-wayland-protocols).
        .target(name: "CWayland", linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("wayland-cursor")]),

        .target(name: "OpenCoreGraphics", dependencies: ["CLibPNG", "CJPEGCodec", "CWebP", "CGIFCodec", "CLCMS2", "CHeif", "CPathClipping"]),
        .target(name: "OpenCoreText", dependencies: ["OpenCoreGraphics", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi", "CICUBreak"]),
        .target(name: "LiquidGlass", dependencies: ["OpenCoreGraphics"]),
        .target(name: "OpenQuartzCore", dependencies: ["OpenCoreGraphics"]),
        // Platform hosts: the contract, and each host as its own target beside the core.
        .target(name: "OpenUIKitHost", dependencies: ["OpenCoreGraphics"]),
        // Keyboards through xkbcommon, for every host that gets a keymap.
        .target(name: "OpenUIKitXKB", dependencies: ["OpenUIKitHost", "CXKBCommon"]),
        .target(name: "OpenUIKitX11", dependencies: ["OpenUIKitHost", "OpenUIKitXKB", "OpenCoreGraphics", "CX11", "CXKBCommon", "CXKBCommonX11"]),
        .target(name: "OpenUIKitWayland", dependencies: ["OpenUIKitHost", "OpenUIKitXKB", "CWayland", "CXKBCommon", "CLibdecor"]),
        // The Linux screen reader bridge: AT-SPI2 over the accessibility D-Bus.
        // D-Bus through libdbus, for the screen reader bridge and the desktop's settings.
        .target(name: "OpenUIKitDBus", dependencies: ["CDBus"]),
        .target(name: "OpenUIKitATSPI", dependencies: ["OpenUIKitHost", "OpenUIKitDBus", "CDBus"]),
        // The core links no window system: apps that open windows add the desktop target,
        // which UIApplicationMain finds at launch.
        .target(name: "OpenUIKit", dependencies: ["OpenQuartzCore", "OpenCoreText", "LiquidGlass", "OpenUIKitHost", "CLibXML2",
                                                  .target(name: "OpenUIKitMacros", condition: .when(traits: ["Macros"])),
                                                  "CSwiftMetadata"]),
        // The expansions of `#Preview`, `@Previewable` and `@Entry`, run by the compiler.
        .macro(name: "OpenUIKitMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        // The executable's protocol conformance records, where previews are found at run time.
        .target(name: "CSwiftMetadata"),
        .target(name: "OpenUIKitDesktop", dependencies: ["OpenUIKitHost", "OpenUIKitWayland", "OpenUIKitX11", "OpenUIKitATSPI", "OpenUIKitDBus"]),
        .target(name: "OpenSwiftUI", dependencies: ["OpenUIKit", "LiquidGlass", .product(name: "OpenCombine", package: "OpenCombine")]),
        // Apple's UIKit and SwiftUI on Apple's platforms; OpenUIKit's (and nothing Linux-only
        // behind them) only where those are missing.
        .target(name: "OpenUIKitShim", dependencies: [
            .target(name: "OpenUIKit", condition: .when(platforms: [.linux])),
            .target(name: "OpenSwiftUI", condition: .when(platforms: [.linux])),
        ]),
        .target(
            name: "OpenUIKitTesting",
            dependencies: ["OpenUIKit", "OpenSwiftUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        .executableTarget(name: "Demo", dependencies: ["OpenUIKit", "OpenSwiftUI", "OpenUIKitDesktop", "SeedApps"], path: "Examples/Demo"),
        // A SwiftUI `App` with `@main`, run as a desktop app.
        .executableTarget(name: "SwiftUIApp", dependencies: ["OpenSwiftUI", "OpenUIKitDesktop"], path: "Examples/SwiftUIApp"),
        // Example screens (SwiftUI glass, UIKit observation tracking), built on the public API
        // alone, and each as an app.
        .target(name: "SeedApps", dependencies: ["OpenSwiftUI"], path: "Examples/SeedApps"),
        .executableTarget(name: "Invoices", dependencies: ["SeedApps", "OpenSwiftUI", "OpenUIKitDesktop"], path: "Examples/Invoices"),
        .executableTarget(name: "AccessibleGlass", dependencies: ["SeedApps", "OpenSwiftUI", "OpenUIKitDesktop"], path: "Examples/AccessibleGlass"),
        .executableTarget(name: "Inbox", dependencies: ["SeedApps", "OpenUIKit", "OpenUIKitDesktop"], path: "Examples/Inbox"),
        .executableTarget(name: "Films", dependencies: ["SeedApps", "OpenUIKit", "OpenUIKitDesktop"], path: "Examples/Films"),
        .executableTarget(name: "Grow", dependencies: ["SeedApps", "OpenUIKit", "OpenUIKitDesktop"], path: "Examples/Grow"),
        // Audits an example's glass from the command line.
        .executableTarget(name: "GlassAuditTool", dependencies: ["SeedApps", "OpenSwiftUI", "OpenUIKitTesting"], path: "Examples/GlassAuditTool"),
        // A SwiftUI app of Apple's tutorials' kind, written for the shim: its screens (with
        // their previews) in a library, the app beside it.
        .target(name: "TrailsKit", dependencies: ["OpenUIKitShim"], path: "Examples/Trails/TrailsKit",
                resources: [.copy("Resources/trails.json"), .process("Resources/ridge.png"), .process("Resources/lake.png"),
                            .process("Resources/canyon.png"), .process("Resources/forest.png")]),
        .executableTarget(
            name: "Trails",
            dependencies: ["TrailsKit", "OpenUIKitShim", .target(name: "OpenUIKitDesktop", condition: .when(platforms: [.linux]))],
            path: "Examples/Trails/App"),
        // Renders the example screens' previews to PNG files.
        .executableTarget(name: "Previews", dependencies: ["SeedApps", "TrailsKit", "OpenUIKitTesting"], path: "Examples/Previews"),
        .executableTarget(name: "GlassFidelity", dependencies: ["OpenUIKit", "OpenUIKitTesting", "LiquidGlass"], path: "Examples/GlassFidelity"),
        .executableTarget(
            name: "XcodeTemplates",
            dependencies: ["OpenUIKitShim", .target(name: "OpenUIKitDesktop", condition: .when(platforms: [.linux]))],
            path: "Examples/XcodeTemplates",
            // Xcode creates apps in Swift 5 mode.
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "GlassGallery", dependencies: ["OpenUIKit", "OpenUIKitTesting", "LiquidGlass", "OpenCoreText"], path: "Examples/GlassGallery"),

        .testTarget(name: "OpenCoreGraphicsTests", dependencies: ["OpenCoreGraphics"], exclude: ["__Snapshots__"]),
        .testTarget(name: "OpenCoreTextTests", dependencies: ["OpenCoreText", "CFreeType"]),
        .testTarget(name: "LiquidGlassTests", dependencies: ["LiquidGlass", "OpenUIKitTesting"]),
        .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore", "OpenUIKitTesting"]),
        // A scripted Wayland compositor (libwayland-server) offering what Debian's lack.
        .target(name: "CWaylandTestCompositor", dependencies: ["CWayland"], path: "Tests/CWaylandTestCompositor",
                linkerSettings: [.linkedLibrary("wayland-server")]),
        .testTarget(name: "OpenUIKitTests", dependencies: ["OpenUIKit", "OpenSwiftUI", "OpenUIKitTesting", "LiquidGlass", "OpenCoreText", "OpenUIKitHost", "OpenUIKitX11", "OpenUIKitWayland", "OpenUIKitXKB", "OpenUIKitDesktop", "OpenUIKitDBus", "CX11", "CWaylandTestCompositor"],
                    exclude: ["Assets/__Snapshots__", "Image/__Snapshots__", "Text/__Snapshots__"],
                    resources: [.copy("Resources/Fixtures.xcassets"), .copy("Resources/plain@2x.png"), .copy("Resources/Images")]),
        // The C allocator's statistics, for soak tests.
        .target(name: "CHeapStatistics", path: "Tests/CHeapStatistics"),
        .testTarget(name: "OpenSwiftUITests", dependencies: ["OpenSwiftUI", "OpenUIKitTesting", "CHeapStatistics"], exclude: ["Hosting/__Snapshots__", "Animation/__Snapshots__", "Rendering/__Snapshots__", "Seeds/__Snapshots__", "Controls/__Snapshots__", "Lists/__Snapshots__", "Glass/__Snapshots__"]),
        .testTarget(name: "OpenUIKitShimTests", dependencies: ["OpenUIKitShim"]),
        // Swift 5 code written against Apple's UIKit compiles unchanged.
        .testTarget(name: "Swift5ModeTests", dependencies: ["OpenUIKitShim"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "OpenUIKitATSPITests", dependencies: ["OpenUIKitATSPI", "OpenUIKitDBus", "OpenUIKitHost", "CDBus"], exclude: ["Scripts"]),
        // A program with a trapping preview, run by the preview command's tests.
        .executableTarget(name: "PreviewCommandFixture", dependencies: ["OpenUIKitTesting"], path: "Tests/PreviewCommandFixture"),
        .testTarget(name: "OpenUIKitTestingTests", dependencies: ["OpenUIKitTesting", "OpenUIKitShim", "LiquidGlass", "OpenCoreText", "SeedApps", "TrailsKit", "PreviewCommandFixture"], exclude: ["__Snapshots__", "Previews/__Snapshots__", "Examples/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)

import Foundation
@_spi(OpenUIKit) import OpenQuartzCore
import OpenSwiftUI
import OpenUIKitTesting
import SeedApps

// Audits an example screen's glass: prints the findings and the glass's frame cost at 3x,
// and writes the screen with the findings outlined. Exits with status 1 when it finds
// something, so a build can run it.
//
//     swift run glass-audit invoices
//     swift run glass-audit crowded /tmp/audits

let examples: [(name: String, summary: String, view: AnyView)] = [
    ("invoices", "the invoices screen (list, title bar, add button, quick actions)", AnyView(InvoiceListScreen())),
    ("accessible-glass", "glass under the accessibility settings", AnyView(AccessibleGlassScreen())),
] + BadScreens.all

let arguments = CommandLine.arguments.dropFirst()
guard let name = arguments.first, let example = examples.first(where: { $0.name == name }) else {
    print("Usage: glass-audit <example> [output folder]\n\nExamples:")
    for example in examples { print("  \(example.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(example.summary)") }
    exit(arguments.isEmpty ? 0 : 2)
}
let folder = URL(fileURLWithPath: arguments.dropFirst().first ?? ".", isDirectory: true)

let clean: Bool = MainActor.assumeIsolated {
    // Frames advance on a clock of the tool's own, so runs compare.
    MediaClock.current.useManualTime()
    let window = GlassAuditWindow.showing(UIHostingController(rootView: example.view))
    MediaClock.current.advance(by: 0.5)
    let audit = GlassAudit(of: window)
    print("Glass audit of \(example.name): \(example.summary)")
    print(audit.report)
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(example.name)-glass-audit.png")
        try audit.annotatedImage().pngData()?.write(to: url)
        print("Wrote \(url.path)")
    } catch {
        print("Could not write the annotated image: \(error)")
    }
    return audit.isClean
}
exit(clean ? 0 : 1)

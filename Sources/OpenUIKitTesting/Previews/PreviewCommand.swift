import Foundation
import OpenSwiftUI
import OpenUIKit

/// A command that renders every preview linked into it to PNG files, in light and dark
/// appearance, each in a process of its own so a preview that traps is reported by name
/// and the others still render.
///
/// An OpenUIKit extension. A package renders its previews with an executable target that
/// depends on its view modules and `OpenUIKitTesting`:
///
/// ```swift
/// // Sources/previews/main.swift
/// import OpenUIKitTesting
/// import ProfileFeature
///
/// exit(PreviewCommand.run())
/// ```
///
/// `swift run previews --output previews` then writes `previews/<name>-light.png` and
/// `previews/<name>-dark.png`. Options: `--output DIR` (default `previews`), `--filter TEXT`
/// (previews whose name or file contains it), `--scale N` (default 2), `--list` (names
/// only).
public enum PreviewCommand {
    /// Runs the command with `arguments` (the program's name first); returns the exit
    /// status: 0 when every preview rendered, 1 when one failed, 2 for bad arguments.
    ///
    /// Call it from the main thread, as a program's top-level code runs (in Swift 5 mode
    /// too, where top-level code is not isolated to the main actor).
    public static func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        MainActor.assumeIsolated { runOnMainActor(arguments: arguments) }
    }

    @MainActor private static func runOnMainActor(arguments: [String]) -> Int32 {
        guard let options = PreviewCommandOptions(arguments: Array(arguments.dropFirst())) else {
            print(PreviewCommandOptions.usage)
            return 2
        }
        let entries = PreviewCatalog.entries.filter { entry in
            options.filter.map { entry.name.contains($0) || entry.fileID.contains($0) } ?? true
        }
        if let index = options.renderOnly {
            guard entries.indices.contains(index) else { return 2 }
            return render(entries[index], name: options.fileNames(of: entries)[index], options: options)
        }
        if options.listOnly {
            for entry in entries { print(entry.fileID.isEmpty ? entry.name : "\(entry.name)\t\(entry.fileID):\(entry.line)") }
            return 0
        }
        return renderEach(entries, options: options, arguments: arguments)
    }

    /// Renders each preview in a child process of this program.
    @MainActor private static func renderEach(_ entries: [PreviewCatalog.Entry], options: PreviewCommandOptions, arguments: [String]) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: options.output, withIntermediateDirectories: true)
        } catch {
            print("cannot create \(options.output): \(error)")
            return 1
        }
        var failures = 0
        for (index, entry) in entries.enumerated() {
            let status = runChild(arguments: Array(arguments.dropFirst()) + ["--render-one", "\(index)"])
            switch status {
            case .success:
                print("rendered \(entry.name)")
            case .failed(let code):
                failures += 1
                print("FAILED \(entry.name): exited with status \(code)")
            case .trapped(let signal):
                failures += 1
                print("FAILED \(entry.name): trapped (signal \(signal))")
            case .notStarted(let reason):
                print("cannot run \(arguments.first ?? "the command"): \(reason)")
                return 1
            }
        }
        print("\(entries.count - failures) of \(entries.count) previews rendered to \(options.output)")
        return failures == 0 ? 0 : 1
    }

    private enum ChildStatus {
        case success
        case failed(Int32)
        case trapped(Int32)
        case notStarted(String)
    }

    private static func runChild(arguments: [String]) -> ChildStatus {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            return .notStarted("\(error)")
        }
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { return .trapped(process.terminationStatus) }
        return process.terminationStatus == 0 ? .success : .failed(process.terminationStatus)
    }

    /// Renders one preview in both appearances; prints why when it cannot.
    @MainActor private static func render(_ entry: PreviewCatalog.Entry, name: String, options: PreviewCommandOptions) -> Int32 {
        for style in [UIUserInterfaceStyle.light, .dark] {
            do {
                let image = try PreviewRenderer.image(of: entry, style: style, scale: options.scale)
                let path = "\(options.output)/\(name)-\(style == .dark ? "dark" : "light").png"
                guard let data = image.pngData() else {
                    print("cannot encode \(entry.name) as PNG")
                    return 1
                }
                try data.write(to: URL(fileURLWithPath: path))
            } catch {
                print("\(error)")
                return 1
            }
        }
        return 0
    }
}

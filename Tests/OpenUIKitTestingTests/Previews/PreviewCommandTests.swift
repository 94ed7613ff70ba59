import Foundation
import Testing

/// Runs the fixture program whose previews include one that traps and one of endless size.
struct PreviewCommandTests {
    private struct Run {
        let status: Int32
        let output: String
    }

    /// The fixture beside this test program in the build folder.
    private var fixture: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("PreviewCommandFixture")
    }

    private func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = fixture
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    @Test func aTrappingPreviewIsReportedByNameAndTheOthersStillRender() throws {
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path), "build the fixture: swift build --build-tests")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("previews-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try run(["--output", output.path, "--scale", "1"])
        #expect(run.status == 1)
        #expect(run.output.contains("rendered Good"))
        #expect(run.output.contains("FAILED Traps: trapped"))
        #expect(run.output.contains("FAILED Endless: exited"))
        #expect(run.output.contains("1 of 3 previews rendered"))
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == ["Good-dark.png", "Good-light.png"])
    }

    @Test func listingNamesEveryPreviewWithItsPlace() throws {
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path))
        let run = try run(["--list"])
        #expect(run.status == 0)
        #expect(run.output.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" } == ["Good", "Traps", "Endless"])
        #expect(run.output.contains("PreviewCommandFixture/main.swift:7"))
    }

    @Test func badArgumentsPrintTheUsage() throws {
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path))
        let run = try run(["--scale", "nan"])
        #expect(run.status == 2)
        #expect(run.output.contains("usage:"))
    }
}

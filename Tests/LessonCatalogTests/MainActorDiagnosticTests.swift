import Foundation
import Testing

@testable import LessonCatalog

/// The main-actor-model lesson quotes what Swift 6 reports for an
/// `@Observable` model without an actor, handed to background work. These
/// tests compile the lesson's two snippets with the toolchain's `swiftc
/// -swift-version 6` (strict concurrency), so the quote stays what the
/// compiler says.
struct MainActorDiagnosticTests {
  /// Type-checks `source` as one file in Swift 6 mode; returns the compiler's output and status.
  static func typecheck(_ source: String) throws -> (output: String, status: Int32) {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "main-actor-model-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "Snippet.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    let swiftc = ProcessInfo.processInfo.environment["LESSONS_SWIFTC"] ?? "swiftc"
    process.arguments = [swiftc, "-swift-version", "6", "-typecheck", file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  @Test func theBrokenSnippetFailsWithTheQuotedDiagnostic() throws {
    let result = try Self.typecheck(MainActorDiagnostic.broken)
    #expect(result.status != 0)
    #expect(result.output.contains(MainActorDiagnostic.error), "\(result.output)")
    #expect(result.output.contains(MainActorDiagnostic.note), "\(result.output)")
  }

  @Test func theModelOnTheMainActorCompiles() throws {
    #expect(MainActorDiagnostic.fixed.contains("@MainActor @Observable"))
    let result = try Self.typecheck(MainActorDiagnostic.fixed)
    #expect(result.status == 0, "\(result.output)")
  }
}

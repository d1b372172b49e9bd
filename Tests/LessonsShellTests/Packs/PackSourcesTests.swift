import Foundation
import Testing

@testable import LessonsShell

/// `--pack DIR` before the command, and `LESSONS_PATH`.
struct PackSourcesTests {
  let here = URL(fileURLWithPath: FileManager.default.temporaryDirectory.path, isDirectory: true)

  /// An empty folder to name as a pack.
  static func temporaryPack() throws -> URL {
    let pack = FileManager.default.temporaryDirectory.appendingPathComponent("pack-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    return pack
  }

  @Test func leadingPackOptionsAreTakenOutAndTheRestKept() throws {
    let pack = try Self.temporaryPack()
    defer { try? FileManager.default.removeItem(at: pack) }
    let sources = try PackSources.parse(
      ["--no-color", "--pack", pack.path, "--pack=\(pack.path)", "run", "x", "--pack", "y"], environment: [:],
      currentDirectory: here)
    #expect(sources.folders.map(\.path) == [pack.standardizedFileURL.path])
    // After the command word, `--pack` is the command's own (and an error there).
    #expect(sources.arguments == ["--no-color", "run", "x", "--pack", "y"])
  }

  @Test func lessonsPathAddsItsFoldersAfterTheGivenOnes() throws {
    let pack = try Self.temporaryPack()
    defer { try? FileManager.default.removeItem(at: pack) }
    let sources = try PackSources.parse(
      ["--pack", pack.path, "list"], environment: ["LESSONS_PATH": "/a:\(pack.path)::/b"],
      currentDirectory: here)
    #expect(sources.folders.map(\.path) == [pack.standardizedFileURL.path, "/a", "/b"])
  }

  @Test func aMissingOrWrongFolderIsAUsageError() {
    #expect(throws: PackSources.Failure.missingFolder) {
      try PackSources.parse(["--pack"], environment: [:], currentDirectory: here)
    }
    #expect(throws: PackSources.Failure.notAFolder("/no/such")) {
      try PackSources.parse(["--pack", "/no/such", "list"], environment: [:], currentDirectory: here)
    }
  }
}

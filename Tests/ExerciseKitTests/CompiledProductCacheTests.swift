import Foundation
import Testing

@testable import ExerciseKit

/// The checks' object is reused only for a learner module with the same bytes (issue 17, item 3).
///
/// A check program's checks read the learner's types directly: their sizes and field
/// offsets are compiled into the checks' object (measured: even with library
/// evolution, a `@testable` client reads an internal struct's fields at fixed
/// offsets). So reuse must follow the learner's `.swiftmodule`, which changes with
/// every declaration and layout, and only then.
@Suite struct CompiledProductCacheTests {
  static let checks = """
    // Uses from your file: Pair.
    import StateRuntime

    @MainActor func exerciseChecks() -> [Check] {
      [
        Check("the fields hold their values") {
          var pair = Pair()
          pair.b = "world"
          try expectEqual("\\(pair.a) \\(pair.b) \\(pair.c)", "7 world 42", "the fields", log: [String]())
          try expectEqual(pair.describe(), "7 world 42", "describe()", log: [String]())
        }
      ]
    }
    """

  static let learner = """
    struct Pair {
      var a: Int8 = 7
      var b: String = "hello"
      var c: Int = 42
      func describe() -> String { "\\(a) \\(b) \\(c)" }
    }

    """

  static func objects(in project: TestProject, id: String) -> [String] {
    let folder = project.workbench.directories.cacheURL.appendingPathComponent("checks/\(id)")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".o") && !$0.hasPrefix(".")
    }.sorted()
  }

  /// A prune keeps the newest files and leaves another process's temporary alone (it is about
  /// to be renamed into place), unless it is a leftover long past its rename.
  @Test func aPruneKeepsTheNewestAndLeavesTemporariesInFlight() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-prune-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let cache = CompiledProductCache(directory: root.appendingPathComponent("checks"), kept: 2)
    let folder = root.appendingPathComponent("checks/probe", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func file(_ name: String, secondsAgo: Double) throws {
      let url = folder.appendingPathComponent(name)
      try Data("x".utf8).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: url.path)
    }
    try file("old.o", secondsAgo: 300)
    try file("older.o", secondsAgo: 400)
    try file(".inflight-1-2.o", secondsAgo: 0)
    try file(".leftover-3-4.o", secondsAgo: 2 * CompiledProductCache.staleTemporaryAge)
    let object = root.appendingPathComponent("fresh.o")
    try Data("object".utf8).write(to: object)
    cache.store(object, exercise: "probe", key: "new")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == [".inflight-1-2.o", "new.o", "old.o"])
  }

  static func check(_ project: TestProject, _ id: String, _ source: String) async throws -> ExerciseResult {
    try project.write(source, to: "Pair.swift", in: id)
    return try await project.workbench.checkOffThePool(id, options: BadCaseTests.quick)
  }

  @Test func aBodyOnlyEditReusesTheObjectAndALayoutChangeDoesNot() async throws {
    let id = "pair-\(UInt32.random(in: 0...UInt32.max))"
    let project = try TestProject(exercises: [
      id: [".starter/Pair.swift": Self.learner, "Checks.swift": Self.checks]
    ])
    defer { project.remove() }

    let initial = try await Self.check(project, id, Self.learner)
    #expect(
      initial.status == .passed, "\(initial.diagnostics.map(\.message)) \(initial.checks.map(\.message))")
    let first = Self.objects(in: project, id: id)
    #expect(first.count == 1)

    // A comment and a changed body: the same declarations, the same object.
    let bodyEdit =
      "// An edit that changes no declaration.\n"
      + Self.learner.replacingOccurrences(of: "\"\\(a) \\(b) \\(c)\"", with: "String(\"\\(a) \\(b) \\(c)\")")
    #expect(try await Self.check(project, id, bodyEdit).status == .passed)
    #expect(Self.objects(in: project, id: id) == first)

    // The same fields in another order: a stale object would read the wrong offsets.
    let reordered = """
      struct Pair {
        var c: Int = 42
        var b: String = "hello"
        var a: Int8 = 7
        func describe() -> String { "\\(a) \\(b) \\(c)" }
      }

      """
    let result = try await Self.check(project, id, reordered)
    #expect(result.status == .passed, "\(result.checks.map(\.message))")
    #expect(Self.objects(in: project, id: id).count == 2)
  }

  @Test func aCachedObjectThatNoLongerLinksIsCompiledAgain() async throws {
    let id = "pair-\(UInt32.random(in: 0...UInt32.max))"
    let project = try TestProject(exercises: [
      id: [".starter/Pair.swift": Self.learner, "Checks.swift": Self.checks]
    ])
    defer { project.remove() }
    #expect(try await Self.check(project, id, Self.learner).status == .passed)
    let name = try #require(Self.objects(in: project, id: id).first)
    let object = project.workbench.directories.cacheURL.appendingPathComponent("checks/\(id)/\(name)")
    try Data("not an object file".utf8).write(to: object)

    let result = try await Self.check(project, id, Self.learner)
    #expect(result.status == .passed, "\(result.diagnostics.map(\.message))")
    #expect(try Data(contentsOf: object).count > 1000, "the object was compiled again and cached")
  }
}

import Foundation
import Testing

@testable import ExerciseKit

/// A run outside the sandbox cannot leave behind a cache that a later sandboxed run trusts.
@Suite struct UnsandboxedRunTests {
  /// A throwaway cache: `runtime/<key>/` with a library and a manifest, and a checks cache beside it.
  struct Cache {
    let root: URL
    let runtime: RuntimeModule
    var library: URL { runtime.directory.appendingPathComponent("libStateRuntime.so") }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lessons-unsandboxed-\(UInt64.random(in: 0...UInt64.max))")
      let directory = root.appendingPathComponent("runtime/0123abcd", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data("library".utf8).write(to: directory.appendingPathComponent("libStateRuntime.so"))
      try Data("{}".utf8).write(to: directory.appendingPathComponent("manifest.json"))
      let checks = root.appendingPathComponent("checks", isDirectory: true)
      try FileManager.default.createDirectory(at: checks, withIntermediateDirectories: true)
      try Data("object".utf8).write(to: checks.appendingPathComponent("a.o"))
      var runtime = RuntimeModule(directory: directory, key: "0123abcd", builtNow: false, supervisor: nil)
      runtime.trustedPaths = [checks]
      self.runtime = runtime
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func aRunThatChangedNothingKeepsTheCache() throws {
    let cache = try Cache()
    defer { cache.remove() }
    let value = try UnsandboxedRun.guarding(cache.runtime, sandboxed: false) { () throws(ExerciseError) in 7 }
    #expect(value == 7)
    #expect(FileManager.default.fileExists(atPath: cache.library.path))
  }

  /// The same bytes written back still change the file's change time, which user space cannot set.
  @Test(arguments: ["rewrite", "add", "remove", "object"])
  func aRunThatChangedAnythingLosesThatCache(change: String) throws {
    let cache = try Cache()
    defer { cache.remove() }
    try UnsandboxedRun.guarding(cache.runtime, sandboxed: false) { () throws(ExerciseError) in
      switch change {
      case "rewrite": try? Data("library".utf8).write(to: cache.library)
      case "add":
        try? Data().write(to: cache.runtime.directory.appendingPathComponent("lessons-supervisor.new"))
      case "remove": try? FileManager.default.removeItem(at: cache.library)
      default: try? Data("forged".utf8).write(to: cache.root.appendingPathComponent("checks/a.o"))
      }
    }
    // Only the cache that changed goes.
    let checksChanged = change == "object"
    #expect(FileManager.default.fileExists(atPath: cache.runtime.directory.path) == checksChanged)
    #expect(
      FileManager.default.fileExists(atPath: cache.root.appendingPathComponent("checks").path)
        == !checksChanged)
  }

  @Test func aSandboxedRunIsNotWatched() throws {
    let cache = try Cache()
    defer { cache.remove() }
    try UnsandboxedRun.guarding(cache.runtime, sandboxed: true) { () throws(ExerciseError) in
      try? Data("sandboxed writes cannot reach it; here it stands for one".utf8).write(to: cache.library)
    }
    #expect(FileManager.default.fileExists(atPath: cache.library.path))
  }

  /// A tool killed during a run leaves its marker unlocked: the next preparation distrusts.
  @Test func anInterruptedRunIsDistrustedNextTime() throws {
    let cache = try Cache()
    defer { cache.remove() }
    let runtimeFolder = cache.runtime.directory.deletingLastPathComponent()
    let marker = runtimeFolder.appendingPathComponent("0123abcd\(UnsandboxedRun.markerInfix)99999-1")
    try Data().write(to: marker)
    UnsandboxedRun.recoverInterruptedRuns(in: runtimeFolder, others: cache.runtime.trustedPaths)
    #expect(!FileManager.default.fileExists(atPath: cache.runtime.directory.path))
    #expect(!FileManager.default.fileExists(atPath: marker.path))
  }

  /// A marker a live run holds locked is that run's, and left alone.
  @Test func aRunInProgressIsLeftAlone() throws {
    let cache = try Cache()
    defer { cache.remove() }
    let runtimeFolder = cache.runtime.directory.deletingLastPathComponent()
    try UnsandboxedRun.guarding(cache.runtime, sandboxed: false) { () throws(ExerciseError) in
      UnsandboxedRun.recoverInterruptedRuns(in: runtimeFolder, others: cache.runtime.trustedPaths)
    }
    #expect(FileManager.default.fileExists(atPath: cache.library.path))
  }
}

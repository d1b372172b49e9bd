import Foundation
import Synchronization
import TestSupport
import Testing

@testable import ExerciseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Faults that are not the learner's are not blamed on the learner (issue 10, item 3).
@Suite(.serialized) struct ToolchainFaultTests {
  static let answer = [
    "probe": [".starter/Answer.swift": "func answer() -> Int { 42 }\n", "Checks.swift": BadCaseTests.checks]
  ]

  /// One rebuild, of a damaged library: which file is damaged only changes what the message
  /// names (``aTruncatedFileOfTheBuildIsNamed()``), and a rebuild takes some 20 s of both cores.
  @Test func aDamagedRuntimeCacheIsRebuiltOnceAndSaysSo() async throws {
    let artefact = RuntimeModuleCache.libraryName
    // Its own `$TMPDIR`, which the build must leave as it found it (the drivers, even the
    // `-###` that reads the link recipe, make `TemporaryDirectory.*` folders).
    let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-rebuild-tmp-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporary) }
    let project = try TestProject(
      exercises: Self.answer, environment: ["TMPDIR": temporary.path], privateCache: true)
    defer { project.remove() }
    let first = try await project.seededPrivateRuntime()
    #expect(!first.builtNow)
    let file = first.directory.appendingPathComponent(artefact)
    // Truncated to half, as a full disk or a killed copy leaves it.
    let bytes = try Data(contentsOf: file)
    try bytes.prefix(bytes.count / 2).write(to: file)
    let messages = MessageLog()
    let result = try await BackgroundRunner.run { _ throws(ExerciseError) in
      try project.workbench.check(
        "probe", options: BadCaseTests.quick, events: CheckEvents(announce: { messages.append($0) }))
    }
    #expect(result.status == .passed)
    #expect(messages.all.count == 1)
    #expect(messages.all.first?.contains("damaged (\(artefact) does not match") == true, "\(messages.all)")
    #expect(CacheManifest.verify(first.directory) == .intact)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  /// Whichever file of the build is truncated, the manifest names it, and the file put back
  /// is intact again.
  @Test func aTruncatedFileOfTheBuildIsNamed() async throws {
    let project = try TestProject(exercises: [:], privateCache: true)
    defer { project.remove() }
    let module = try await project.seededPrivateRuntime()
    let manifest = try Data(contentsOf: module.directory.appendingPathComponent(CacheManifest.fileName))
    let names = try #require(try JSONSerialization.jsonObject(with: manifest) as? [String: Any]).keys.sorted()
    #expect(names.contains("StateRuntime.swiftmodule") && names.contains(RuntimeModuleCache.libraryName))
    for name in names {
      let file = module.directory.appendingPathComponent(name)
      let bytes = try Data(contentsOf: file)
      try bytes.prefix(bytes.count / 2).write(to: file)
      #expect(CacheManifest.verify(module.directory) == .damaged(name))
      try bytes.write(to: file)
      #expect(CacheManifest.verify(module.directory) == .intact, "\(name) put back")
    }
  }

  /// The manifest trusts a file whose stamp is unchanged (issue 17, item 2); the kernel's
  /// change time is what a writer cannot keep, so damage that kept size and modification
  /// time is still found, and a file only touched is re-hashed, found intact and restamped.
  @Test func damageThatKeepsSizeAndModificationTimeIsStillFound() async throws {
    let project = try TestProject(exercises: [:], privateCache: true)
    defer { project.remove() }
    let module = try await project.seededPrivateRuntime()
    let file = module.directory.appendingPathComponent(RuntimeModuleCache.libraryName)

    // Touched: another stamp, the same bytes.
    #expect(utimes(file.path, nil) == 0)
    #expect(CacheManifest.verify(module.directory) == .intact)

    // Overwritten in place with the same size, its modification time put back.
    let before = try #require(FileStamp(path: file.path))
    var bytes = try Data(contentsOf: file)
    let middle = bytes.count / 2
    bytes[middle] = ~bytes[middle]
    try bytes.write(to: file)
    var times = [
      timespec(
        tv_sec: Int(before.modifiedNanoseconds / 1_000_000_000),
        tv_nsec: Int(before.modifiedNanoseconds % 1_000_000_000)),
      timespec(
        tv_sec: Int(before.modifiedNanoseconds / 1_000_000_000),
        tv_nsec: Int(before.modifiedNanoseconds % 1_000_000_000)),
    ]
    #expect(utimensat(AT_FDCWD, file.path, &times, 0) == 0)
    let after = try #require(FileStamp(path: file.path))
    #expect(after.size == before.size && after.modifiedNanoseconds == before.modifiedNanoseconds)
    #expect(CacheManifest.verify(module.directory) == .damaged(RuntimeModuleCache.libraryName))
  }

  @Test func aGarbageManifestCountsAsDamage() async throws {
    let project = try TestProject(exercises: [:], privateCache: true)
    defer { project.remove() }
    let module = try await project.seededPrivateRuntime()
    try Data("{not json".utf8).write(to: module.directory.appendingPathComponent(CacheManifest.fileName))
    #expect(CacheManifest.verify(module.directory) == .damaged(CacheManifest.fileName))
  }

  @Test func aHangingCompilerIsAToolchainProblemAndItsGroupIsKilled() async throws {
    let mark = ProcessTable.uniqueSleepSeconds()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-fake-swiftc-\(mark)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let compiler = try ExecutableFile.hangingCompiler(in: folder, mark: mark)
    // A private cache: the runtime build is the first compile, and it hangs.
    let project = try TestProject(
      exercises: Self.answer, environment: ["LESSONS_SWIFTC": compiler.path], privateCache: true)
    defer { project.remove() }
    var options = BadCaseTests.quick
    options.compileTimeout = 1
    let frozen = options
    await #expect(throws: ExerciseError.compilerTimedOut(compiler: compiler.path, seconds: 1)) {
      try await BackgroundRunner.run { _ throws(ExerciseError) in
        try project.workbench.check("probe", options: frozen)
      }
    }
    #expect(ProcessTable.survivors(containing: mark).isEmpty)
    let message = ExerciseError.compilerTimedOut(compiler: compiler.path, seconds: 1).description
    #expect(message.contains(compiler.path) && message.contains("not with your exercise"))
  }

  @Test func aHangingCheckCompileIsAToolchainProblemToo() async throws {
    let mark = ProcessTable.uniqueSleepSeconds()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-fake-swiftc-\(mark)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let project = try TestProject(exercises: Self.answer)
    defer { project.remove() }
    let workbench = project.workbench
    let runtime = try await BackgroundRunner.run { _ throws(ExerciseError) in try workbench.prepareRuntime() }
    let compiler = try ExecutableFile.hangingCompiler(in: folder, mark: mark)
    var options = BadCaseTests.quick
    options.compileTimeout = 1
    let frozen = options
    let exercise = try project.workbench.exercise("probe")
    await #expect(throws: ExerciseError.compilerTimedOut(compiler: compiler.path, seconds: 1)) {
      try await BackgroundRunner.run { _ throws(ExerciseError) in
        try project.workbench.check(
          exercise, toolchain: Toolchain(swiftc: compiler), runtime: runtime, options: frozen,
          cancellation: nil)
      }
    }
    #expect(ProcessTable.survivors(containing: mark).isEmpty)
  }

  @Test func staleBuildFoldersAndTemporaryProgressFilesAreSwept() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let temporary = FileManager.default.temporaryDirectory
    // A folder whose lock nobody holds (its owner is gone), and a live one; both older
    // than the sweep's grace period.
    let dead = "lessons-check-probe-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(
      at: temporary.appendingPathComponent(dead), withIntermediateDirectories: true)
    #expect(
      FileManager.default.createFile(
        atPath: temporary.appendingPathComponent("\(dead)/\(LockedFolder.lockFileName)").path, contents: nil))
    let held = try LockedFolder(kind: "probe")
    defer { held.remove() }
    let live = held.url.lastPathComponent
    for name in [dead, live] { BuildFolderSweeperTests.age(temporary.appendingPathComponent(name).path) }
    let state = project.workbench.progress.file.url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let leftover = state.appendingPathComponent(".exercise-progress.json.tmp-99999999-7")
    let ours = state.appendingPathComponent(".exercise-progress.json.tmp-\(getpid())-8")
    for url in [leftover, ours] { try Data("{".utf8).write(to: url) }
    project.workbench.sweepLeftovers()
    #expect(!FileManager.default.fileExists(atPath: temporary.appendingPathComponent(dead).path))
    #expect(FileManager.default.fileExists(atPath: temporary.appendingPathComponent(live).path))
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
    #expect(FileManager.default.fileExists(atPath: ours.path))
  }
}

/// Messages collected from another thread.
final class MessageLog: Sendable {
  private let lines = Mutex<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}

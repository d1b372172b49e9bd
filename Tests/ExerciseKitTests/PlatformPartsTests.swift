import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The platform-neutral parts that the macOS branches rely on, run here (issue 23):
/// finding the compiler behind Apple's `/usr/bin/swiftc` stub, and naming signals by
/// the platform's constants.
@Suite struct PlatformPartsTests {
  /// An executable `name` in `folder` whose script is `script` (see ``ExecutableFile``).
  static func executable(_ name: String, _ script: String, in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent(name)
    try ExecutableFile.write("#!/bin/sh\n" + script + "\n", to: file)
    return file
  }

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-stub-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  // Generous waits: the whole suite shares two cores, and a shell can take seconds to start.
  @Test func theStubIsReplacedByTheCompilerXcrunFinds() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stub = try Self.executable("swiftc", "exit 1", in: folder)
    let real = try Self.executable("real-swiftc", "exit 0", in: folder)
    let xcrun = try Self.executable(
      "xcrun", "[ \"$1 $2\" = \"--find swiftc\" ] || exit 2\necho \"\(real.path)\"", in: folder)
    #expect(
      Toolchain.resolvingDeveloperStub(stub, stubs: [stub.path], xcrun: xcrun, waitingAtMost: 600) == real)
  }

  @Test func anyOtherCompilerOrAFailingXcrunKeepsWhatWasFound() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let stub = try Self.executable("swiftc", "exit 1", in: folder)
    let failing = try Self.executable(
      "xcrun", "echo 'xcrun: error: invalid active developer path' >&2\nexit 1", in: folder)
    #expect(
      Toolchain.resolvingDeveloperStub(stub, stubs: [stub.path], xcrun: failing, waitingAtMost: 600) == stub)
    let nonsense = try Self.executable("xcrun-nonsense", "echo not-a-path", in: folder)
    #expect(
      Toolchain.resolvingDeveloperStub(stub, stubs: [stub.path], xcrun: nonsense, waitingAtMost: 600) == stub)
    // Not the stub: xcrun is never asked.
    let other = try Self.executable("other-swiftc", "exit 0", in: folder)
    let marker = folder.appendingPathComponent("asked")
    let recording = try Self.executable(
      "xcrun-recording", "touch \"\(marker.path)\"\necho /bin/sh", in: folder)
    #expect(Toolchain.resolvingDeveloperStub(other, stubs: [stub.path], xcrun: recording) == other)
    #expect(!FileManager.default.fileExists(atPath: marker.path))
    // No xcrun at all (Linux): the stub is kept.
    let missing = folder.appendingPathComponent("no-xcrun")
    #expect(Toolchain.resolvingDeveloperStub(stub, stubs: [stub.path], xcrun: missing) == stub)
  }

  @Test func locateLeavesALinuxCompilerAlone() throws {
    let located = try Toolchain.locate()
    #expect(FileManager.default.isExecutableFile(atPath: located.swiftc.path))
    #if os(Linux)
      #expect(located.swiftc.lastPathComponent == "swiftc")
    #endif
  }

  /// The platform's own numbers (SIGBUS is 7 on Linux, 10 on Darwin) get the names.
  @Test(arguments: [
    (SIGBUS, "SIGBUS"), (SIGSEGV, "SIGSEGV"), (SIGABRT, "SIGABRT"), (SIGKILL, "SIGKILL"),
    (SIGALRM, "SIGALRM"),
    (SIGILL, "a trap"), (SIGTRAP, "a trap"),
  ])
  func signalsAreNamedByThePlatformsConstants(signal: Int32, name: String) {
    #expect(CrashMessage.signalName(signal).hasPrefix(name))
  }

  @Test func anUnnamedSignalIsGivenByNumber() {
    #expect(CrashMessage.signalName(SIGUSR1) == "signal \(SIGUSR1)")
  }
}

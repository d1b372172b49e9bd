import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Trees a program can leave in its scratch folder to outlive its run.
struct FolderRemovalTests {
  static func makeBase(in folder: URL = FileManager.default.temporaryDirectory) throws -> String {
    let base = folder.appendingPathComponent("lessons-removal-test-\(UInt64.random(in: 0...UInt64.max))").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: false)
    return base
  }

  /// 30,000 nested folders: deeper than `PATH_MAX` allows by path and than a recursive walk's stack.
  ///
  /// In memory where it can be (`/dev/shm`): on a busy disk, making and removing 60,000
  /// folders takes longer than the point of the test.
  @Test func aThirtyThousandLevelChainIsRemoved() throws {
    let memory = URL(fileURLWithPath: "/dev/shm")
    let base = try Self.makeBase(
      in: access(memory.path, W_OK) == 0 ? memory : FileManager.default.temporaryDirectory)
    defer { FolderRemoval.remove(base) }
    let root = "\(base)/tree"
    #expect(mkdir(root, 0o700) == 0)
    var current = open(root, O_RDONLY | O_DIRECTORY)
    for _ in 0..<30_000 {
      #expect(mkdirat(current, "d", 0o700) == 0)
      let next = openat(current, "d", O_RDONLY | O_DIRECTORY)
      close(current)
      current = next
    }
    close(current)
    // FileManager gives up on it (too deep a path): what the old cleanup left behind.
    #expect(FolderRemoval.remove(root))
    #expect(access(root, F_OK) != 0)
  }

  /// Folders of mode 0 and 0o500 with files inside, read-only files, and symlinks out of
  /// the tree: all removed, and nothing the symlinks point at.
  @Test func foldersWithModesAgainstRemovalAreRemovedAndSymlinksNotFollowed() throws {
    let base = try Self.makeBase()
    defer { FolderRemoval.remove(base) }
    let outside = "\(base)/outside"
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: false)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(outside)/file"))
    let root = "\(base)/tree"
    for index in 0..<200 {
      let folder = "\(root)/f\(index)/g/h"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: "\(folder)/data"))
      chmod("\(folder)/data", 0o400)
      symlink(outside, "\(folder)/out")
      chmod(folder, index.isMultiple(of: 2) ? 0 : 0o500)
      chmod("\(root)/f\(index)/g", 0)
    }
    symlink(outside, "\(root)/link")
    chmod(root, 0o500)
    #expect(FolderRemoval.remove(root))
    #expect(access(root, F_OK) != 0)
    #expect(FileManager.default.fileExists(atPath: "\(outside)/file"))
  }

  /// A symlink where the folder was is removed as a link; its target stays.
  @Test func aSymlinkAtTheTopIsRemovedNotFollowed() throws {
    let base = try Self.makeBase()
    defer { FolderRemoval.remove(base) }
    try FileManager.default.createDirectory(atPath: "\(base)/target/inner", withIntermediateDirectories: true)
    symlink("\(base)/target", "\(base)/link")
    #expect(FolderRemoval.remove("\(base)/link"))
    #expect(FileManager.default.fileExists(atPath: "\(base)/target/inner"))
  }
}

/// Folders of concurrent runs: live while locked, whatever pid their name carries.
struct BuildFolderSweeperTests {
  /// Sets a folder's modification time `seconds` back, past the sweep's grace period.
  static func age(_ path: String, by seconds: Int = 3600) {
    var times = [timeval(), timeval()]
    let then = Int(Date().timeIntervalSince1970) - seconds
    times[0].tv_sec = then
    times[1].tv_sec = then
    utimes(path, &times)
  }

  @Test func aLockedFolderIsLeftAndAnUnlockedOneRemoved() throws {
    let base = URL(fileURLWithPath: try FolderRemovalTests.makeBase())
    defer { FolderRemoval.remove(base.path) }
    let live = try LockedFolder(kind: "live", in: base)
    // A dead owner's lock: the file stays, the lock goes with its descriptor. Faked here
    // by a copy of the folder's lock file that nobody holds.
    let orphan = base.appendingPathComponent("\(BuildFolderSweeper.prefix)orphan-1-abcdef").path
    try FileManager.default.createDirectory(atPath: "\(orphan)/sub", withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: "\(orphan)/\(LockedFolder.lockFileName)", contents: nil))
    // The name's pid is ours (alive), which the old sweep took as "live": no longer consulted.
    let renamed = base.appendingPathComponent("\(BuildFolderSweeper.prefix)orphan-\(getpid())-abcdef").path
    #expect(rename(orphan, renamed) == 0)
    for path in [live.path, renamed] { Self.age(path) }
    let other = base.appendingPathComponent("unrelated").path
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
    Self.age(other)

    #expect(BuildFolderSweeper.sweep(base) == 1)
    #expect(FileManager.default.fileExists(atPath: live.path), "a locked folder was removed")
    #expect(!FileManager.default.fileExists(atPath: renamed), "an unlocked folder was left")
    #expect(FileManager.default.fileExists(atPath: other))
    live.remove()
    #expect(!FileManager.default.fileExists(atPath: live.path))
  }

  /// A folder just made (its lock maybe not taken yet) or being removed is left alone.
  @Test func aFreshUnlockedFolderIsLeft() throws {
    let base = URL(fileURLWithPath: try FolderRemovalTests.makeBase())
    defer { FolderRemoval.remove(base.path) }
    let fresh = base.appendingPathComponent("\(BuildFolderSweeper.prefix)fresh-1-abcdef").path
    try FileManager.default.createDirectory(atPath: fresh, withIntermediateDirectories: false)
    #expect(BuildFolderSweeper.sweep(base) == 0)
    #expect(FileManager.default.fileExists(atPath: fresh))
    Self.age(fresh)
    #expect(BuildFolderSweeper.sweep(base) == 1)
  }

  /// A lock taken in another process holds too (an `flock` is the kernel's, in every PID namespace).
  @Test func aFolderLockedByAnotherProcessIsLeft() throws {
    let base = URL(fileURLWithPath: try FolderRemovalTests.makeBase())
    defer { FolderRemoval.remove(base.path) }
    let folder = base.appendingPathComponent("\(BuildFolderSweeper.prefix)other-1-abcdef").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let lock = "\(folder)/\(LockedFolder.lockFileName)"
    #expect(FileManager.default.createFile(atPath: lock, contents: nil))
    // The shell becomes `sleep` holding the lock, so terminating it lets the lock go.
    // Killed and reaped when the test ends (RunningCommand's release).
    let holder = try RunningCommand(
      "/bin/sh", ["-c", "exec 9<\"$0\"; flock -x 9; exec sleep 30", lock],
      environment: ProcessInfo.processInfo.environment)
    defer { withExtendedLifetime(holder) {} }
    // Until the other process holds it.
    let start = Date()
    while Date().timeIntervalSince(start) < 10 {
      let probe = open(lock, O_RDONLY)
      let free = flock(probe, LOCK_EX | LOCK_NB) == 0
      close(probe)
      if !free { break }
      usleep(20_000)
    }
    Self.age(folder)
    #expect(BuildFolderSweeper.sweep(base) == 0)
    #expect(FileManager.default.fileExists(atPath: folder))
  }

  /// Root sweeps `nobody`'s folders too (see ``NobodysFolderSweepTests``); no one else does.
  @Test func onlyRootTakesNobodysFolders() {
    #expect(BuildFolderSweeper.isOurs(owner: 0, euid: 0))
    #expect(BuildFolderSweeper.isOurs(owner: BubblewrapSandbox.unprivilegedID, euid: 0))
    #expect(!BuildFolderSweeper.isOurs(owner: BubblewrapSandbox.unprivilegedID, euid: 1000))
    #expect(BuildFolderSweeper.isOurs(owner: 1000, euid: 1000))
    #expect(!BuildFolderSweeper.isOurs(owner: 12_345, euid: 0))
  }
}

/// Folders a sandbox run as root handed to `nobody`, left by a check killed outright.
@Suite(.enabled(if: geteuid() == 0, "only root hands folders to nobody"))
struct NobodysFolderSweepTests {
  /// Makes `path` and everything under it `nobody`'s, as ``BubblewrapSandbox/handOver(_:)`` does.
  static func handToNobody(_ path: String) {
    let id = BubblewrapSandbox.unprivilegedID
    _ = lchown(path, id, id)
    for name in FileManager.default.enumerator(atPath: path)?.compactMap({ $0 as? String }) ?? [] {
      _ = lchown("\(path)/\(name)", id, id)
    }
  }

  /// The check that `theCheckProgramDiesWithTheTool` kills leaves such a folder: before, each
  /// run of the suite left one in `/tmp` that no later sweep removed.
  @Test func aStaleFolderOfNobodysIsRemovedAndALiveOneLeft() throws {
    let base = URL(fileURLWithPath: try FolderRemovalTests.makeBase())
    defer { FolderRemoval.remove(base.path) }
    let stale = base.appendingPathComponent("\(BuildFolderSweeper.prefix)probe-1-abcdef").path
    try FileManager.default.createDirectory(
      atPath: "\(stale)/submission/symbols", withIntermediateDirectories: true)
    try Data("object".utf8).write(to: URL(fileURLWithPath: "\(stale)/submission/submission.o"))
    #expect(FileManager.default.createFile(atPath: "\(stale)/\(LockedFolder.lockFileName)", contents: nil))
    chmod(stale, 0o700)
    Self.handToNobody(stale)
    let live = try LockedFolder(kind: "live", in: base)
    Self.handToNobody(live.path)
    // Not the tool's, whatever its owner: another user's folder stays.
    let other = base.appendingPathComponent("\(BuildFolderSweeper.prefix)other-1-abcdef").path
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: false)
    _ = lchown(other, 12_345, 12_345)
    for path in [stale, live.path, other] { BuildFolderSweeperTests.age(path) }

    #expect(BuildFolderSweeper.sweep(base) == 1)
    #expect(!FileManager.default.fileExists(atPath: stale), "nobody's stale folder was left")
    #expect(FileManager.default.fileExists(atPath: live.path), "a locked folder was removed")
    #expect(FileManager.default.fileExists(atPath: other), "another user's folder was removed")
    live.remove()
  }

  /// `nobody` can put a link where a folder of its own was, or in it: root's sweep removes
  /// the links and changes nothing they point at (the mode of a folder of mode 0 inside is
  /// changed through its descriptor, not by a name that could have become a link).
  @Test func linksInNobodysFolderAreRemovedNotFollowed() throws {
    let base = URL(fileURLWithPath: try FolderRemovalTests.makeBase())
    defer { FolderRemoval.remove(base.path) }
    let precious = base.appendingPathComponent("roots").path
    try FileManager.default.createDirectory(atPath: "\(precious)/inner", withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: "\(precious)/inner/file"))
    chmod(precious, 0o755)
    let folder = base.appendingPathComponent("\(BuildFolderSweeper.prefix)trap-1-abcdef").path
    try FileManager.default.createDirectory(atPath: "\(folder)/locked", withIntermediateDirectories: true)
    symlink(precious, "\(folder)/link")
    symlink("\(precious)/inner/file", "\(folder)/file-link")
    chmod("\(folder)/locked", 0)
    Self.handToNobody(folder)
    // A name in the temporary folder that is a link to root's folder, as a swap would leave.
    let swapped = base.appendingPathComponent("\(BuildFolderSweeper.prefix)swapped-1-abcdef").path
    symlink(precious, swapped)
    BuildFolderSweeperTests.age(folder)

    #expect(BuildFolderSweeper.sweep(base) == 1)
    #expect(!FileManager.default.fileExists(atPath: folder))
    var info = stat()
    #expect(lstat(precious, &info) == 0 && info.st_mode & 0o7777 == 0o755, "the link's target changed mode")
    #expect(FileManager.default.fileExists(atPath: "\(precious)/inner/file"))
    #expect(lstat(swapped, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "a link is not a folder to sweep")
  }
}

/// What a program can leave where the tool reads: links, FIFOs, devices, huge files.
struct ScratchFileTests {
  @Test func onlyARegularFileUnderTheCapIsRead() throws {
    let base = try FolderRemovalTests.makeBase()
    defer { FolderRemoval.remove(base) }
    try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(base)/report.json"))
    #expect(ScratchFile.contents("report.json", in: base, limit: 10) == Data("{}".utf8))
    #expect(ScratchFile.contents("\(base)/report.json", limit: 10) == Data("{}".utf8))
    #expect(ScratchFile.contents("report.json", in: base, limit: 1) == nil)
    symlink("\(base)/report.json", "\(base)/link.json")
    #expect(ScratchFile.contents("link.json", in: base, limit: 10) == nil)
    #expect(ScratchFile.contents("\(base)/link.json", limit: 10) == nil)
    symlink("/dev/tty", "\(base)/tty.json")
    #expect(ScratchFile.contents("tty.json", in: base, limit: 10) == nil)
    #expect(mkfifo("\(base)/fifo.json", 0o600) == 0)
    let start = Date()
    #expect(ScratchFile.contents("fifo.json", in: base, limit: 10) == nil)
    #expect(Date().timeIntervalSince(start) < 1, "a FIFO blocked the read")
    #expect(ScratchFile.contents("../x", in: base, limit: 10) == nil)
    #expect(ScratchFile.regularFiles(in: base) == ["report.json"])
    // A folder that is a symlink is not listed or read through.
    symlink(base, "\(base)-link")
    defer { unlink("\(base)-link") }
    #expect(ScratchFile.regularFiles(in: "\(base)-link").isEmpty)
    #expect(ScratchFile.contents("report.json", in: "\(base)-link", limit: 10) == nil)
  }
}

struct SupervisorReportTests {
  @Test func oneWellFormedLineIsAReport() {
    #expect(SupervisorReport("lessons-supervisor-v1 exited 139 3\n")?.termination == .exited(139))
    #expect(SupervisorReport("lessons-supervisor-v1 exited 139 3\n")?.pid == 3)
    #expect(SupervisorReport("lessons-supervisor-v1 signalled 11 1\n")?.termination == .signalled(11))
    #expect(SupervisorReport("lessons-supervisor-v1 stopped\n")?.termination == .signalled(SIGUSR1))
    for text in [
      "", "lessons-supervisor-v1 signalled 11 1\nlessons-supervisor-v1 exited 0 1\n",
      "lessons-supervisor-v2 exited 0 1\n", "lessons-supervisor-v1 signalled 0 1\n",
      "lessons-supervisor-v1 exited x 1\n", "lessons-supervisor-v1 signalled 11\n",
    ] {
      #expect(SupervisorReport(text) == nil, "\(text)")
    }
  }
}

/// A stranger's exercise is copied (for `pack check`) only when it holds plain files and folders.
struct PackExerciseCopyTests {
  @Test(arguments: ["link", "fifo"])
  func anExerciseWithALinkOrAFIFOIsRefusedPromptly(kind: String) async throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let base = try FolderRemovalTests.makeBase()
    defer { FolderRemoval.remove(base) }
    let folder = URL(fileURLWithPath: "\(base)/probe")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("func answer() -> Int { 42 }\n".utf8).write(to: folder.appendingPathComponent("Answer.swift"))
    let checks = folder.appendingPathComponent("Checks.swift").path
    if kind == "link" {
      symlink("/dev/tty", checks)
    } else {
      mkfifo(checks, 0o600)
    }
    let exercise = Exercise(
      id: "probe", title: "Probe", task: "", hints: [], directory: folder, learnerFileName: "Answer.swift",
      registeredChecksDigest: nil)
    let started = Date()
    #expect(throws: ExerciseError.self) {
      _ = try project.workbench.check(
        exercise, withLearnerSource: folder.appendingPathComponent("Answer.swift"))
    }
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(ScratchFile.firstSpecialEntry(under: folder.path) == checks)
    unlink(checks)
    #expect(ScratchFile.firstSpecialEntry(under: folder.path) == nil)
  }
}

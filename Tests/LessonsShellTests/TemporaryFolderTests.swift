import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The tool's temporary folders, through the built binary (issue 31): nothing is left
/// after a run, a hostile scratch tree goes too, and runs in different PID namespaces
/// never remove each other's folders.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct TemporaryFolderTests {
  /// A played file whose view, when mounted, leaves in its scratch folder (`$TMPDIR`) a
  /// chain of 3,000 folders (a path longer than `PATH_MAX`) and folders of mode 0 with files in them.
  static let hostile = """
    import SwiftUI
    import Glibc

    func litter() -> Int {
      guard let tmp = getenv("TMPDIR") else { return 0 }
      var current = open(tmp, O_RDONLY | O_DIRECTORY)
      var depth = 0
      for _ in 0..<3000 {
        mkdirat(current, "d", 0o700)
        let next = openat(current, "d", O_RDONLY | O_DIRECTORY)
        close(current)
        current = next
        if next >= 0 { depth += 1 }
      }
      close(current)
      let root = String(cString: tmp)
      for index in 0..<50 {
        let folder = root + "/locked\\(index)"
        mkdir(folder, 0o700)
        let file = open(folder + "/data", O_WRONLY | O_CREAT, 0o400)
        close(file)
        chmod(folder, 0)
      }
      chmod(root + "/d", 0o500)
      return depth
    }

    struct Litter: View {
      var body: some View {
        let depth = litter()
        VStack { Text("depth \\(depth)") }
      }
    }

    """

  static let counter = """
    import SwiftUI

    struct Counter: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Button("Add") { count += 1 }
          Text("Count: \\(count)")
        }
      }
    }

    """

  /// A played file that takes 40 seconds to mount: its run's folders stay live that long,
  /// longer than four other runs at once take on two loaded cores (12 seconds was not).
  static let slow = """
    import SwiftUI
    import Glibc

    struct Slow: View {
      var body: some View {
        let _ = usleep(40_000_000)
        VStack { Text("slow") }
      }
    }

    """

  /// A fresh, empty temporary folder for the runs.
  static func makeTemporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-tmpdir-test-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    return folder
  }

  /// Expects `folder` to hold nothing the runs left.
  static func expectEmpty(_ folder: URL, _ context: String) throws {
    // The swift driver's own `TemporaryDirectory.*` folders included: compiles run with
    // TMPDIR in their build folder, and go with it.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left.isEmpty, "\(context): \(left)")
  }

  static func writePlayed(_ text: String, named name: String, in project: ProjectCopy) throws -> URL {
    let folder = project.root.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: file)
    return file
  }

  @Test func aCheckAndAPlayLeaveNothingInTheTemporaryFolder() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    try project.solve(CourseExercise.id(0))
    let temporary = try Self.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: temporary) }
    var setting = project.environment
    setting["TMPDIR"] = temporary.path
    let environment = setting
    let played = try Self.writePlayed(Self.counter, named: "Counter.swift", in: project)
    let check = try await offThePool {
      try LessonsBinary.run(["check", CourseExercise.id(0), "--json"], environment: environment)
    }
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    let play = try await offThePool {
      try LessonsBinary.run(["play", played.path, "--do", "tap Add"], environment: environment)
    }
    #expect(play.status == 0, "\(play.standardOutput)\(play.standardError)")
    try Self.expectEmpty(temporary, "check and play")
  }

  /// What the played program made to outlive its run (too deep for a path, modes set
  /// against removal) goes with its scratch folder.
  @Test func aHostileScratchTreeIsRemoved() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let temporary = try Self.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: temporary) }
    var setting = project.environment
    setting["TMPDIR"] = temporary.path
    let environment = setting
    let played = try Self.writePlayed(Self.hostile, named: "Litter.swift", in: project)
    let play = try await offThePool {
      try LessonsBinary.run(["play", played.path, "--do", "tree"], environment: environment)
    }
    #expect(play.status == 0, "\(play.standardOutput)\(play.standardError)")
    #expect(play.standardOutput.contains("depth 3000"), "\(play.standardOutput)\(play.standardError)")
    try Self.expectEmpty(temporary, "hostile play")
  }

  /// `check --all` with a check that throws for every exercise (no build folder can be
  /// made: `$TMPDIR` is a file): each exercise still gets its result, in the JSON and the
  /// JUnit report, instead of the run ending with neither.
  @Test func checkAllWritesEveryResultWhateverAnExerciseThrows() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let temporary = try Self.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: temporary) }
    let notAFolder = temporary.appendingPathComponent("file")
    try Data().write(to: notAFolder)
    let junit = temporary.appendingPathComponent("report.xml")
    var setting = project.environment
    setting["TMPDIR"] = notAFolder.path
    let environment = setting
    let result = try await offThePool {
      try LessonsBinary.run(["check", "--all", "--json", "--junit", junit.path], environment: environment)
    }
    struct Report: Decodable {
      struct Exercise: Decodable {
        var id: String
        var status: String
      }
      var exercises: [Exercise]
    }
    let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
    let lessons = try FileManager.default.contentsOfDirectory(
      atPath: project.root.appendingPathComponent("Lessons").path
    ).filter { $0.first?.isNumber == true }
    #expect(report.exercises.count == lessons.count, "\(report.exercises.map(\.id)) \(lessons)")
    #expect(report.exercises.allSatisfy { $0.status == "compile-error" }, "\(report.exercises)")
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase").count - 1 >= lessons.count, "\(xml)")
    #expect(result.status != 0)
  }

  /// Whether `unshare -pf --mount-proc` works here (root, or unprivileged user namespaces).
  static let unshareWorks: Bool = {
    guard let result = try? CommandOutput.run(["unshare", "-pf", "--mount-proc", "true"]), result.status == 0
    else {
      print(
        "warning: TemporaryFolderTests: unshare -pf --mount-proc is not permitted here; "
          + "the PID namespace test is skipped")
      return false
    }
    return true
  }()

  /// A slow play, and while it runs two checks of the same exercise and two plays, one
  /// check and one play in a PID namespace of their own (where the slow play's pid means
  /// nothing, so the old sweep removed its live folders), all against one temporary
  /// folder: the slow play's folders are still there when the others are done, each run
  /// finishes right, and nothing is left.
  @Test func runsInDifferentPIDNamespacesNeverRemoveEachOthersFolders() async throws {
    guard Self.unshareWorks else { return }
    let project = try ProjectCopy()
    defer { project.remove() }
    try project.solve(CourseExercise.id(0))
    let temporary = try Self.makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: temporary) }
    var shared = project.environment
    shared["TMPDIR"] = temporary.path
    shared["TERM"] = "xterm-256color"
    let base = shared
    let played = try Self.writePlayed(Self.counter, named: "Counter.swift", in: project)
    let slow = try Self.writePlayed(Self.slow, named: "Slow.swift", in: project)
    let binary = try #require(LessonsBinary.url).path
    // Each its own state directory: the progress file is not what this test is about.
    let homes = (0..<5).map { _ in LessonsBinary.temporaryHome() }
    defer { for home in homes { try? FileManager.default.removeItem(at: home) } }
    @Sendable func environment(_ index: Int) -> [String: String] {
      var result = base
      result["LESSONS_HOME"] = homes[index].path
      return result
    }

    // Killed and reaped when released, if the test ends before it does.
    let slowRun = try RunningCommand(
      binary, ["play", slow.path, "--timeout", "60", "--do", "tree"], environment: environment(0))
    // Until the slow play's program runs (its scratch folder is there). Sleeping, not
    // blocking: the slow play takes 40 s, and a blocked test would hold one of the test
    // runner's few threads for all of it.
    let started = Date()
    @Sendable func folders() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter {
        $0.hasPrefix("lessons-check-")
      }
    }
    while !folders().contains(where: { $0.hasPrefix("lessons-check-scratch-") }),
      Date().timeIntervalSince(started) < 60
    {
      try await Task.sleep(for: .milliseconds(50))
    }
    let slowFolders = folders()
    #expect(slowFolders.count == 2, "the slow play's build and scratch folders: \(slowFolders)")

    let runs: [[String]] = [
      ["unshare", "-pf", "--mount-proc", binary, "check", CourseExercise.id(0), "--json"],
      [binary, "check", CourseExercise.id(0), "--json"],
      ["unshare", "-pf", "--mount-proc", binary, "play", played.path, "--do", "tap Add", "--do", "tap Add"],
      [binary, "play", played.path, "--do", "tap Add"],
    ]
    let results = try await offThePool {
      let outputs = Mutex<[Int: CommandOutput]>([:])
      DispatchQueue.concurrentPerform(iterations: runs.count) { index in
        if let output = try? CommandOutput.run(
          URL(fileURLWithPath: "/usr/bin/env"), runs[index], environment: environment(index + 1))
        {
          outputs.withLock { $0[index] = output }
        }
      }
      return outputs.withLock { $0 }
    }
    for index in runs.indices {
      let result = try #require(results[index], "\(runs[index]) did not run")
      #expect(result.status == 0, "\(runs[index]): \(result.standardOutput)\(result.standardError)")
    }
    #expect(slowRun.isRunning, "the slow play ended before the others: the test proves nothing")
    #expect(
      Set(slowFolders).isSubset(of: folders()), "a live folder of the slow play was removed: \(folders())")
    let slowStatus = await slowRun.wait(timeout: 120)
    let slowText = slowRun.output + slowRun.errorOutput
    #expect(slowStatus == 0, "\(slowText)")
    #expect(slowText.contains("slow"), "\(slowText)")
    try Self.expectEmpty(temporary, "runs in two PID namespaces")
  }
}

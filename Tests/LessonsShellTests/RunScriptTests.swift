import Foundation
import TestSupport
import Testing

/// `scripts/lessons`: runs the built binary without asking SwiftPM when nothing changed
/// (issue 10, item 5: a one-shot command within the 50 ms budget).
///
/// Run against a fake checkout: a `swift` on `PATH` that records its calls, and a
/// `lessons` that says how it was called.
@Suite struct RunScriptTests {
  struct Checkout {
    let root: URL
    var calls: URL { root.appendingPathComponent("swift-calls") }

    /// A checkout already on disk (a copy of another).
    init(existing root: URL) {
      self.root = root
    }

    init() throws {
      let manager = FileManager.default
      root = manager.temporaryDirectory.appendingPathComponent("lessons-script-\(UUID().uuidString)")
      for folder in ["scripts", "Sources/Tool", "Lessons", "Plugins", ".build/bin", "fakebin"] {
        try manager.createDirectory(
          at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
      try install(SourceTree.url("scripts/lessons"), as: "scripts/lessons")
      try write("#!/bin/sh\nexit 0\n", to: "scripts/ensure-deps")
      try write("// swift-tools-version: 6.1\n", to: "Package.swift", executable: false)
      try write("let x = 1\n", to: "Sources/Tool/main.swift", executable: false)
      try write("#!/bin/sh\necho \"fake lessons $*\"\n", to: ".build/bin/lessons")
      try write(
        """
        #!/bin/sh
        echo "$*" >> '\(root.path)/swift-calls'
        case "$*" in *--show-bin-path*) echo '\(root.path)/.build/bin' ;; esac
        exit 0

        """, to: "fakebin/swift")
    }

    /// Writes `text` to `path`; a program goes through ``ExecutableFile``.
    func write(_ text: String, to path: String, executable: Bool = true) throws {
      let url = root.appendingPathComponent(path)
      guard executable else { return try Data(text.utf8).write(to: url) }
      try ExecutableFile.write(text, to: url)
    }

    /// Copies `source` to `path` as an executable (see ``ExecutableFile``).
    func install(_ source: URL, as path: String) throws {
      try ExecutableFile.install(source, at: root.appendingPathComponent(path))
    }

    /// Sets the modification time of `path` to `secondsAgo` before now.
    func age(_ path: String, secondsAgo: Double) {
      var times = [timeval](repeating: timeval(), count: 2)
      let when = Date().addingTimeInterval(-secondsAgo).timeIntervalSince1970
      times[0].tv_sec = Int(when)
      times[1].tv_sec = Int(when)
      utimes(root.appendingPathComponent(path).path, &times)
    }

    func run(_ arguments: [String]) throws -> (output: String, swiftCalls: [String]) {
      let run = try CommandOutput.run(
        root.appendingPathComponent("scripts/lessons"), arguments,
        environment: ["PATH": root.appendingPathComponent("fakebin").path + ":/usr/bin:/bin"],
        errors: .discarded)
      let recorded =
        (try? String(contentsOf: calls, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
      try? FileManager.default.removeItem(at: calls)
      return (run.standardOutput, recorded)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  @Test func theFirstRunBuildsAndLaterRunsDoNotUntilASourceChanges() throws {
    let checkout = try Checkout()
    defer { checkout.remove() }
    for path in ["Package.swift", "Sources/Tool/main.swift", "Sources/Tool", "Sources", "Lessons", "Plugins"]
    {
      checkout.age(path, secondsAgo: 60)
    }

    let first = try checkout.run(["list"])
    #expect(first.output == "fake lessons list\n")
    #expect(first.swiftCalls.contains { $0.contains("build") && $0.contains("--product lessons") })

    let second = try checkout.run(["list"])
    #expect(second.output == "fake lessons list\n")
    #expect(second.swiftCalls.isEmpty, "\(second.swiftCalls)")

    // A saved source is newer than the stamp: build again, once.
    try checkout.write("let x = 2\n", to: "Sources/Tool/main.swift", executable: false)
    let third = try checkout.run(["run", "draft-note"])
    #expect(third.output == "fake lessons run draft-note\n")
    #expect(!third.swiftCalls.isEmpty)
    #expect(try checkout.run(["list"]).swiftCalls.isEmpty)
  }

  /// A learner's save in `Exercises/` (or the harness) is not a source of the tool:
  /// `lessons check` compiles it on its own, so the binary runs at once.
  @Test func aSavedExerciseFileDoesNotBuild() throws {
    let checkout = try Checkout()
    defer { checkout.remove() }
    let exercise = "Lessons/01-draft-note/exercise"
    for folder in [exercise, "Lessons/.harness", "Exercises/01-draft-note"] {
      try FileManager.default.createDirectory(
        at: checkout.root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    for path in [
      "Package.swift", "Sources/Tool/main.swift", "Sources/Tool", "Sources", exercise,
      "Lessons/01-draft-note",
      "Lessons/.harness", "Lessons", "Plugins", "Exercises/01-draft-note", "Exercises",
    ] {
      checkout.age(path, secondsAgo: 60)
    }
    _ = try checkout.run(["list"])

    // The learner's save is in Exercises/, which the walk never enters.
    try checkout.write(
      "struct NoteEditor {}\n", to: "Exercises/01-draft-note/NoteEditor.swift", executable: false)
    try checkout.write("// harness\n", to: "Lessons/.harness/CheckHarness.swift", executable: false)
    let saved = try checkout.run(["check", "draft-note"])
    #expect(saved.output == "fake lessons check draft-note\n")
    #expect(saved.swiftCalls.isEmpty, "\(saved.swiftCalls)")
  }

  /// A lesson is read at run time, so saving its Swift or its text builds nothing: the
  /// binary runs at once, and compiles the lesson's program itself.
  @Test func aSavedLessonFileDoesNotBuild() throws {
    let checkout = try Checkout()
    defer { checkout.remove() }
    let lesson = "Lessons/01-draft-note"
    try FileManager.default.createDirectory(
      at: checkout.root.appendingPathComponent(lesson), withIntermediateDirectories: true)
    for path in [
      "Package.swift", "Sources/Tool/main.swift", "Sources/Tool", "Sources", lesson, "Lessons", "Plugins",
    ] {
      checkout.age(path, secondsAgo: 60)
    }
    _ = try checkout.run(["list"])
    try checkout.write("struct Editor {}\n", to: "\(lesson)/DraftNote+Broken.swift", executable: false)
    try checkout.write("---\nid: draft-note\n---\n", to: "\(lesson)/lesson.md", executable: false)
    let saved = try checkout.run(["run", "draft-note"])
    #expect(saved.output == "fake lessons run draft-note\n")
    #expect(saved.swiftCalls.isEmpty, "\(saved.swiftCalls)")
  }

  /// An exercise's `Checks.sha256` is the exception: the build compiles the digest it records,
  /// so an author who records a changed check's digest gets a tool that trusts it.
  @Test func aRecordedChecksDigestBuilds() throws {
    let checkout = try Checkout()
    defer { checkout.remove() }
    let exercise = "Lessons/01-draft-note/exercise"
    try FileManager.default.createDirectory(
      at: checkout.root.appendingPathComponent(exercise), withIntermediateDirectories: true)
    try checkout.write("0  Checks.swift\n", to: "\(exercise)/Checks.sha256", executable: false)
    for path in [
      "Package.swift", "Sources/Tool/main.swift", "Sources/Tool", "Sources", "\(exercise)/Checks.sha256",
      exercise,
      "Lessons/01-draft-note", "Lessons", "Plugins",
    ] {
      checkout.age(path, secondsAgo: 60)
    }
    _ = try checkout.run(["list"])
    #expect(try checkout.run(["list"]).swiftCalls.isEmpty)

    try checkout.write("1  Checks.swift\n", to: "\(exercise)/Checks.sha256", executable: false)
    let recorded = try checkout.run(["check", "draft-note"])
    #expect(recorded.output == "fake lessons check draft-note\n")
    #expect(recorded.swiftCalls.contains { $0.contains("build") }, "\(recorded.swiftCalls)")
  }

  /// Issue 21: a copy of a checkout runs its own binary, not the original's: the stamp
  /// names its checkout and the binary relative to it.
  @Test func aCopiedCheckoutRunsItsOwnBinary() throws {
    let original = try Checkout()
    defer { original.remove() }
    for path in ["Package.swift", "Sources/Tool/main.swift", "Sources/Tool", "Sources", "Lessons", "Plugins"]
    {
      original.age(path, secondsAgo: 60)
    }
    _ = try original.run(["list"])
    let stamp = try String(
      contentsOf: original.root.appendingPathComponent(".build/lessons-run-stamp"), encoding: .utf8)
    #expect(stamp.contains("bin=.build/bin\n"), "\(stamp)")

    // `cp -a` keeps the times, so the copy's sources are as old as the original's stamp.
    let copyRoot = original.root.deletingLastPathComponent()
      .appendingPathComponent("lessons-script-copy-\(UUID().uuidString)")
    let copy = try CommandOutput.run(
      URL(fileURLWithPath: "/bin/cp"), ["-a", original.root.path, copyRoot.path])
    try #require(copy.status == 0, "\(copy.standardError)")
    let copied = Checkout(existing: copyRoot)
    defer { copied.remove() }
    try copied.write("#!/bin/sh\necho \"copy lessons $*\"\n", to: ".build/bin/lessons")
    try copied.write(
      """
      #!/bin/sh
      echo "$*" >> '\(copyRoot.path)/swift-calls'
      case "$*" in *--show-bin-path*) echo '\(copyRoot.path)/.build/bin' ;; esac
      exit 0

      """, to: "fakebin/swift")

    let first = try copied.run(["list"])
    #expect(first.output == "copy lessons list\n")
    let second = try copied.run(["list"])
    #expect(second.output == "copy lessons list\n")
    #expect(second.swiftCalls.isEmpty, "\(second.swiftCalls)")
    // The original still runs its own.
    #expect(try original.run(["list"]).output == "fake lessons list\n")
  }
}

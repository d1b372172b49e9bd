import Foundation
import TestSupport
import Testing

/// The learner's workspace, `Exercises/`, as a learner meets it through the built binary
/// (issue 33): first use, earlier edits moved in, `edit`, `restore`, and the tests' own
/// independence from what the learner has done.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct WorkspaceTests {
  /// The course's first three exercises and their learners' files, found in `Lessons/`.
  static let (first, second, third) = (CourseExercise.id(0), CourseExercise.id(1), CourseExercise.id(2))
  static let (firstFile, secondFile, thirdFile) = (
    CourseExercise.fileName(0), CourseExercise.fileName(1), CourseExercise.fileName(2)
  )

  static func run(
    _ arguments: [String], input: String = "", in project: ProjectCopy, environment: [String: String] = [:]
  ) async throws -> LessonsBinary.Result {
    let environment = project.environment.merging(environment) { $1 }
    return try await offThePool { try LessonsBinary.run(arguments, input: input, environment: environment) }
  }

  /// `task` copies the starter into `Exercises/NN-id/` and names that path; the course's
  /// exercise folder gains nothing.
  @Test func taskCopiesTheStarterIntoTheWorkspace() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let file = try project.learnerFile(Self.first)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let result = try await Self.run(["task", Self.first], in: project)
    #expect(result.status == 0)
    #expect(
      result.standardOutput.contains("Edit: \(file.path) (copied from the starter"),
      "\(result.standardOutput)")
    let starter = try project.exerciseFolder(Self.first).appendingPathComponent(".starter/\(Self.firstFile)")
    #expect(try Data(contentsOf: file) == Data(contentsOf: starter))
    let folder = try project.exerciseFolder(Self.first).path
    #expect(!FileManager.default.fileExists(atPath: folder + "/\(Self.firstFile)"))
    let again = try await Self.run(["task", Self.first], in: project)
    #expect(again.standardOutput.contains("Edit: \(file.path)\n"))
  }

  /// A file edited where the tool used to keep it is moved into the workspace, with a notice;
  /// an untouched old copy is removed; a workspace file is never overwritten.
  @Test func editsInTheOldPlaceMoveIntoTheWorkspace() async throws {
    let project = try ProjectCopy(copyingCourse: true)
    defer { project.remove() }
    let exercise = try project.exerciseFolder(Self.second)
    let old = exercise.appendingPathComponent(Self.secondFile)
    try Data("// my attempt\n".utf8).write(to: old)
    let untouched = try project.exerciseFolder(Self.first).appendingPathComponent(Self.firstFile)
    try FileManager.default.copyItem(
      at: try project.exerciseFolder(Self.first).appendingPathComponent(".starter/\(Self.firstFile)"),
      to: untouched)
    let newer = try project.learnerFile(Self.third)
    try Data("// newer\n".utf8).write(to: newer)
    let older = try project.exerciseFolder(Self.third).appendingPathComponent(Self.thirdFile)
    try Data("// older\n".utf8).write(to: older)

    let result = try await Self.run(["hint", Self.first], in: project)
    #expect(result.status == 0)
    #expect(
      result.standardError.contains("Your exercise files now live in your workspace"),
      "\(result.standardError)")
    let moved = try project.learnerFile(Self.second)
    #expect(result.standardError.contains("\(old.path) → \(moved.path)"))
    #expect(try String(contentsOf: moved, encoding: .utf8) == "// my attempt\n")
    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(!FileManager.default.fileExists(atPath: untouched.path))
    #expect(try String(contentsOf: newer, encoding: .utf8) == "// newer\n")
    let kept = newer.deletingLastPathComponent().appendingPathComponent("\(Self.thirdFile).earlier")
    #expect(try String(contentsOf: kept, encoding: .utf8) == "// older\n")
    let second = try await Self.run(["hint", Self.first], in: project)
    #expect(!second.standardError.contains("now live in your workspace"))
  }

  /// What the learner did in a checkout (solved exercises in `Exercises/`, or in the old place)
  /// changes nothing the tests see: a copy made from that checkout counts as fresh, so the
  /// check that once failed ("1 of 2 passed", with the second exercise solved) still holds.
  @Test func aLearnersSolvedExercisesChangeNoTest() async throws {
    let learners = try ProjectCopy(copyingCourse: true)
    defer { learners.remove() }
    try learners.solve(Self.first)
    try learners.solve(Self.second)
    let oldPlace = try learners.exerciseFolder(Self.second).appendingPathComponent(Self.secondFile)
    try FileManager.default.copyItem(at: try learners.learnerFile(Self.second), to: oldPlace)
    let solved = try await Self.run(["check", Self.first, Self.second, "--summary"], in: learners)
    #expect(solved.standardOutput.contains("2 exercises checked: all passed."), "\(solved.standardOutput)")

    let project = try ProjectCopy(from: learners.root.appendingPathComponent("Lessons"))
    defer { project.remove() }
    try project.solve(Self.first)
    let result = try await Self.run(["check", Self.first, Self.second, "--summary"], in: project)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.last == "2 exercises checked: 1 of 2 passed.", "\(result.standardOutput)")
  }

  /// `edit` runs `$VISUAL`/`$EDITOR` (or `--editor`) on the workspace file, naming it; with
  /// none set it prints the path and how to set one.
  @Test func editOpensTheWorkspaceFileInTheLearnersEditor() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let log = project.home.appendingPathComponent("editor.log")
    let stub = project.home.appendingPathComponent("stub-editor")
    try Data("#!/bin/sh\nprintf '%s|' \"$0\" \"$@\" >> '\(log.path)'\necho >> '\(log.path)'\n".utf8).write(
      to: stub)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    let file = try project.learnerFile(Self.first)

    let viaEditor = try await Self.run(
      ["edit", Self.first], in: project, environment: ["EDITOR": stub.path])
    #expect(viaEditor.status == 0, "\(viaEditor.standardError)")
    #expect(viaEditor.standardOutput.contains("Opening \(file.path) in \(stub.path) ($EDITOR)."))
    #expect(FileManager.default.fileExists(atPath: file.path))
    let viaVisual = try await Self.run(
      ["edit", Self.first], in: project, environment: ["EDITOR": "false", "VISUAL": "\(stub.path) --wait"])
    #expect(viaVisual.standardOutput.contains("($VISUAL)"))
    let viaOption = try await Self.run(
      ["edit", Self.first, "--editor", "\(stub.path) -n"], in: project, environment: ["VISUAL": "false"])
    #expect(viaOption.standardOutput.contains("(--editor)"))
    #expect(
      try String(contentsOf: log, encoding: .utf8)
        == "\(stub.path)|\(file.path)|\n\(stub.path)|--wait|\(file.path)|\n\(stub.path)|-n|\(file.path)|\n")

    let none = try await Self.run(["edit", Self.first], in: project)
    #expect(none.status == 1)
    #expect(none.standardOutput == "Your file: \(file.path)\n")
    #expect(none.standardError.contains("No editor is set: set $VISUAL or $EDITOR"))
    let missing = try await Self.run(["edit", Self.first, "--editor", "no-such-editor-here"], in: project)
    #expect(missing.status == 1)
    #expect(missing.standardError.contains("The editor 'no-such-editor-here' (from --editor) was not found"))
  }

  /// In `watch`, e and Return opens the watched file and the watch goes on.
  @Test func watchOpensTheFileOnE() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let log = project.home.appendingPathComponent("editor.log")
    let result = try await Self.run(
      ["watch", Self.first], input: "e\n", in: project,
      environment: ["EDITOR": "sh -c 'echo \"$0\" > \(log.path)'"])
    let file = try project.learnerFile(Self.first)
    let opened = try? String(contentsOf: log, encoding: .utf8)
    #expect(opened == file.path + "\n", "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("e and Return to edit it"))
    #expect(result.standardOutput.contains("still watching"))
  }

  /// `restore` replaces a changed file only after a yes in the shell, or with `--force`.
  @Test func restoreAsksFirstOrNeedsForce() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let file = try project.learnerFile(Self.first)
    try Data("// mine\n".utf8).write(to: file)
    let refused = try await Self.run(["restore", Self.first], in: project)
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("Run 'lessons restore \(Self.first) --force' to replace it"))
    let declined = try await Self.run([], input: "restore \(Self.first)\nn\n", in: project)
    #expect(
      declined.standardOutput.contains("differs from the starter. Replace it (a backup is kept)? [y/N]"))
    #expect(declined.standardOutput.contains("Nothing was replaced."))
    #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
    let accepted = try await Self.run([], input: "restore \(Self.first)\ny\n", in: project)
    #expect(accepted.standardOutput.contains("Restored \(file.path) to its starting point."))
    #expect(accepted.standardOutput.contains("Your previous version is kept as"))
    #expect(try String(contentsOf: file, encoding: .utf8) != "// mine\n")
  }

  /// `prepare` writes `Exercises/compile_flags.txt` pointing at the runtime in the cache.
  @Test func prepareWritesTheEditorsCompileFlags() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let result = try await Self.run(["prepare"], in: project)
    #expect(result.status == 0, "\(result.standardError)")
    let flags = try String(
      contentsOf: project.workspace.appendingPathComponent("compile_flags.txt"), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    #expect(flags.first == "-I")
    let runtime = try #require(flags.dropFirst().first)
    #expect(runtime.hasPrefix(ScratchProject.sharedCache.path + "/runtime/"))
    #expect(FileManager.default.fileExists(atPath: runtime + "/StateRuntime.swiftmodule"))
  }
}

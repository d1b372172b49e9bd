import Foundation
import LessonKit
import TestSupport
import Testing

/// A lesson quotes what Swift 6 reports for an `@Observable` model without
/// an actor, handed to background work. These tests compile the lesson's two
/// snippets with the toolchain's `swiftc -swift-version 6` (strict
/// concurrency), so the quote stays what the compiler says. The lesson is the
/// one whose quiz names this suite as its questions' proof (`"provedBy"`), and
/// its text, code and quiz are read from its folder.
struct MainActorDiagnosticTests {
  /// The lesson these tests prove, and its questions that name them.
  static func lesson() throws -> (lesson: QuizClaimTests.CourseLesson, questions: [QuizQuestion]) {
    try QuizClaimTests.lesson(provedBy: "MainActorDiagnosticTests")
  }

  /// The text of the lesson's files whose names end in `suffix` (its broken version's
  /// `…Broken.swift`), one after another.
  static func lessonText(endingIn suffix: String) throws -> String {
    let folder = QuizClaimTests.lessons.appendingPathComponent(try lesson().lesson.folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(suffix)
    }
    #expect(!names.isEmpty, "\(folder.lastPathComponent) has no file ending in \(suffix)")
    return try names.sorted().map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    .joined(separator: "\n")
  }

  /// The text of `name` in the lesson's folder.
  static func lessonText(_ name: String) throws -> String {
    let folder = try lesson().lesson.folder
    return try String(
      contentsOf: QuizClaimTests.lessons.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)
  }

  /// The compiler's words the story quotes for the broken snippet (its `error:` line, then
  /// its `note:` line), and the model they name.
  static func quote() throws -> (error: String, note: String, model: String) {
    let lines = try lessonText("lesson.md").split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let error = try #require(lines.first { $0.hasPrefix("error: non-Sendable type '") }, "no error quoted")
    let note = try #require(lines.first { $0.hasPrefix("note: class '") }, "no note quoted")
    let model = try #require(error.split(separator: "'").dropFirst().first.map(String.init))
    return (error, note, model)
  }

  /// Type-checks `source` as one file in Swift 6 mode with `flags`; returns the compiler's output and status.
  static func typecheck(_ source: String, flags: [String] = []) throws -> (output: String, status: Int32) {
    try withSnippet(source) { file, _ in
      try run(["swiftc", "-swift-version", "6", "-typecheck"] + flags + [file.path])
    }
  }

  /// Compiles `source` as a program in Swift 6 mode with `flags`, runs it, and returns what it printed.
  static func compileAndRun(_ source: String, flags: [String]) throws -> String {
    try withSnippet(source) { file, directory in
      let program = directory.appending(path: "snippet")
      let build = try run(["swiftc", "-swift-version", "6"] + flags + [file.path, "-o", program.path])
      guard build.status == 0 else { return "compile failed:\n\(build.output)" }
      return try run([program.path]).output
    }
  }

  private static func withSnippet<T>(_ source: String, _ body: (URL, URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appending(
      path: "main-actor-diagnostic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appending(path: "main.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try body(file, directory)
  }

  /// Runs `arguments` (`swiftc` is `$LESSONS_SWIFTC` when set); returns its output and status.
  private static func run(_ arguments: [String]) throws -> (output: String, status: Int32) {
    var arguments = arguments
    if arguments.first == "swiftc" {
      arguments[0] = ProcessInfo.processInfo.environment["LESSONS_SWIFTC"] ?? "swiftc"
    }
    let run = try CommandOutput.run(arguments)
    return (run.standardOutput, run.status)
  }

  @Test func theBrokenSnippetFailsWithTheQuotedDiagnostic() throws {
    let quote = try Self.quote()
    let result = try Self.typecheck(MainActorDiagnostic.broken(model: quote.model))
    #expect(result.status != 0)
    #expect(result.output.contains(quote.error), "\(result.output)")
    #expect(result.output.contains(quote.note), "\(result.output)")
  }

  @Test func theModelOnTheMainActorCompiles() throws {
    let fixed = MainActorDiagnostic.fixed(model: try Self.quote().model)
    #expect(fixed.contains("@MainActor @Observable"))
    let result = try Self.typecheck(fixed)
    #expect(result.status == 0, "\(result.output)")
  }

  /// Correction 1: with Xcode 26's Default Actor Isolation the broken snippet compiles,
  /// because its model is implicitly @MainActor.
  @Test func underDefaultMainActorIsolationTheBrokenSnippetCompiles() throws {
    let result = try Self.typecheck(
      MainActorDiagnostic.broken(model: try Self.quote().model), flags: ["-default-isolation", "MainActor"])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func underDefaultMainActorIsolationTheModelIsMainActorState() throws {
    let probe = MainActorDiagnostic.isolationProbe(model: try Self.quote().model)
    let isolated = try Self.typecheck(probe, flags: ["-default-isolation", "MainActor"])
    #expect(isolated.status != 0)
    #expect(isolated.output.contains(MainActorDiagnostic.probeError), "\(isolated.output)")
    let plain = try Self.typecheck(probe)
    #expect(plain.status == 0, "\(plain.output)")
  }

  /// Correction 2: each row of the story's table is what the compiled program prints.
  @Test(arguments: MainActorDiagnostic.settings.map(\.name))
  func theTableRowIsWhatARunPrints(name: String) throws {
    let setting = try #require(MainActorDiagnostic.settings.first { $0.name == name })
    let output = try Self.compileAndRun(MainActorDiagnostic.whereItRuns, flags: setting.flags)
    let expected = """
      unmarked \(setting.unmarkedLeaves)
      nonisolated \(setting.nonisolatedLeaves)
      concurrent \(setting.concurrentLeaves)

      """
    #expect(output == expected, "\(setting.name)")
  }

  /// The quiz's choice-nonisolated answer, against the same run: with
  /// Approachable Concurrency a nonisolated async function stays on the main
  /// actor and a @concurrent one leaves it.
  @Test func theNonisolatedQuizAnswerIsWhatTheApproachableRunPrints() throws {
    let setting = try #require(MainActorDiagnostic.settings.first { $0.name.hasPrefix("Both") })
    let output = try Self.compileAndRun(MainActorDiagnostic.whereItRuns, flags: setting.flags)
    #expect(output.contains("nonisolated false") && output.contains("concurrent true"), "\(output)")
    let questions = try Self.lesson().questions
    let question = try #require(questions.first { $0.prompt.contains("nonisolated") })
    guard case .choice(let choice) = question.kind else { return #expect(Bool(false), "\(question.id)") }
    #expect(choice.options[choice.correctIndex].text.hasPrefix("On the main actor"))
  }
}

extension MainActorDiagnosticTests {
  /// Issue 36, correction 9: the broken store's comment quotes what swiftc
  /// says for it, and says so only for a compile to SIL: `-typecheck` is clean.
  @Test func theUnsilencedStoreFailsOnlyWhenCompiledToSIL() throws {
    let typecheck = try Self.typecheck(MainActorDiagnostic.unsilencedStore)
    #expect(typecheck.status == 0, "\(typecheck.output)")
    let sil = try Self.withSnippet(MainActorDiagnostic.unsilencedStore) { file, _ in
      try Self.run(["swiftc", "-swift-version", "6", "-emit-sil", "-o", "/dev/null", file.path])
    }
    #expect(sil.status != 0)
    let comment = try Self.lessonText(endingIn: "Broken.swift")
      .replacingOccurrences(of: "\n  /// ", with: " ")
    for error in MainActorDiagnostic.unsilencedErrors {
      #expect(sil.output.contains(error), "\(sil.output)")
      #expect(comment.contains(String(error.dropFirst("error: ".count))))
    }
  }

  /// Issue 36, correction 8: the story prints the table the runs check.
  @Test func theStoryShowsTheCheckedTable() throws {
    let story = try Self.lessonText("lesson.md")
    #expect(story.contains(MainActorDiagnostic.table), "\(MainActorDiagnostic.table)")
    #expect(!MainActorDiagnostic.table.contains("Xcode 16"))
  }
}

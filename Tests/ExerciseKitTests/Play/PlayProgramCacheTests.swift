import Foundation
import Testing

@testable import ExerciseKit

/// `play` keeps the programs it links by what their compile read, as a lesson's are kept: a
/// file played again as it was starts no compiler, and any change to it compiles afresh.
@Suite struct PlayProgramCacheTests {
  /// A played file of its own: the comment makes its text, and so its key, new to every run.
  static func source(saying greeting: String) -> String {
    """
    import SwiftUI

    // \(UUID().uuidString)
    struct GreetingScreen: View {
      @State private var loud = false

      var body: some View {
        Toggle("Loud", isOn: $loud)
        Text(loud ? "\(greeting.uppercased())!" : "\(greeting).")
      }
    }

    """
  }

  /// Whether `program` was compiled for this play: its build folder holds the object the
  /// compile wrote (a reused program is copied in alone).
  static func wasCompiled(_ program: PlayProgram) -> Bool {
    FileManager.default.fileExists(
      atPath: program.executable.deletingLastPathComponent().appendingPathComponent("play.o").path)
  }

  @Test func aFilePlayedAsItWasRunsTheProgramBuiltThenAndAChangeCompilesAgain() async throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let file = project.root.appendingPathComponent("Greeting.swift")
    try Data(Self.source(saying: "Hello").utf8).write(to: file)
    let workbench = project.workbench
    let plays = try await BackgroundRunner.run { _ throws(ExerciseError) in
      let runtime = try workbench.prepareRuntime()
      var compiled: [(program: PlayProgram?, compiled: Bool, log: [[String]]?)] = []
      for round in 0..<3 {
        if round == 2 {
          let text = try? String(contentsOf: file, encoding: .utf8)
          try? Data((text ?? "").replacingOccurrences(of: "Hello", with: "Hi").utf8).write(to: file)
        }
        guard
          case .program(let program) = try workbench.compilePlay(
            file, options: PlayOptions(), runtime: runtime)
        else {
          compiled.append((nil, false, nil))
          continue
        }
        let run = try? program.run([.mount, .perform(.toggle("Loud"))])
        compiled.append(
          (program, Self.wasCompiled(program), run?.steps.map { $0.changes.map(\.description) }))
      }
      return compiled
    }
    try #require(plays.count == 3 && plays.allSatisfy { $0.program != nil })
    #expect(plays.map(\.compiled) == [true, false, true], "compiled on each play: \(plays.map(\.compiled))")
    // The reused program is the same program: the same views, the same log.
    #expect(plays[0].log?.joined().isEmpty == false)
    #expect(plays[1].log == plays[0].log)
    #expect(plays[2].log?.joined().isEmpty == false)
    #expect(plays[2].program?.notes == plays[0].program?.notes)
    #expect(plays[1].program?.notes == plays[0].program?.notes)
    #expect(plays[0].program?.notes.contains { $0.contains("imports SwiftUI") } == true)
  }

  /// Writes each text as `Greeting.swift` in a folder of its own in `project`, in order.
  static func greetings(_ texts: [String], in project: TestProject) throws -> [URL] {
    try texts.enumerated().map { index, text in
      let folder = project.root.appendingPathComponent("lesson-\(index)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent("Greeting.swift")
      try Data(text.utf8).write(to: file)
      return file
    }
  }

  /// Plays each of `files` in turn: whether each play compiled (nil: it did not make a program).
  static func compiledOnEachPlay(_ files: [URL], in project: TestProject) async throws -> [Bool?] {
    try await compiledOnEachPlay(files, with: project.workbench)
  }

  /// Plays each of `files` in turn with `workbench`: whether each play compiled (nil: no program).
  static func compiledOnEachPlay(_ files: [URL], with workbench: ExerciseWorkbench) async throws -> [Bool?] {
    try await BackgroundRunner.run { _ throws(ExerciseError) in
      let runtime = try workbench.prepareRuntime()
      return try files.map { file throws(ExerciseError) -> Bool? in
        guard
          case .program(let program) = try workbench.compilePlay(
            file, options: PlayOptions(), runtime: runtime)
        else { return nil }
        defer { program.folder.remove() }
        return Self.wasCompiled(program)
      }
    }
  }

  /// Files of one name in different folders (as eight lessons have a `proofs/choice-fix.swift`)
  /// keep their programs side by side: each, played again, starts no compiler.
  @Test func filesOfOneNameInOtherFoldersKeepTheirPrograms() async throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let files = try Self.greetings((0..<8).map { Self.source(saying: "Hello \($0)") }, in: project)
    let compiled = try await Self.compiledOnEachPlay(files + files, in: project)
    #expect(compiled == Array(repeating: true, count: 8) + Array(repeating: false, count: 8), "\(compiled)")
  }

  /// The same file played from another folder (a copy of a lesson) runs the program linked
  /// for the first: the key is what was compiled, not where it was.
  @Test func theSameFileInAnotherFolderRunsTheProgramBuiltThen() async throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let text = Self.source(saying: "Hello")
    let files = try Self.greetings([text, text], in: project)
    #expect(try await Self.compiledOnEachPlay(files, in: project) == [true, false])
  }

  /// Two plays of one new file at once (two shells, a `pack check` beside a `run`) compile it
  /// once: the second waits for the first's compile (``CompileLock``) and runs its program.
  @Test func twoPlaysOfOneFileAtOnceCompileItOnce() async throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let files = try Self.greetings(Array(repeating: Self.source(saying: "Together"), count: 4), in: project)
    let workbench = project.workbench
    // The runtime first, so that the plays start their compiles together.
    _ = try await BackgroundRunner.run { _ throws(ExerciseError) in try workbench.prepareRuntime() }
    let compiled = await withTaskGroup(of: Bool?.self) { group in
      for file in files {
        group.addTask { (try? await Self.compiledOnEachPlay([file], with: workbench).first) ?? nil }
      }
      return await group.reduce(into: [Bool?]()) { $0.append($1) }
    }
    #expect(compiled.count == 4 && compiled.allSatisfy { $0 != nil }, "\(compiled)")
    #expect(compiled.filter { $0 == true }.count == 1, "compiled on each play: \(compiled)")
  }
}

import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// Issue 31: nothing in a compiled object steers the tool. A learner file (or a played
/// one, or a pack's lesson) that puts linker options in its object's autolink section
/// neither passes, nor writes a file outside, nor runs code on the host.
#if os(Linux)
  @Suite(.serialized) struct AutolinkAttackTests {
    static let checks = """
      // Uses from your file: answer.
      import StateRuntime

      @MainActor func exerciseChecks() -> [Check] {
        [Check("the answer is 42") { try expectEqual(answer(), 42, "answer()") }]
      }
      """

    /// A declaration that puts `entries` (NUL-terminated) in the object's autolink section.
    static func autolinkDeclaration(_ entries: [String]) -> String {
      let bytes: [UInt8] = entries.flatMap { entry -> [UInt8] in Array(entry.utf8) + [0] }
      let type = "(" + bytes.map { _ in "UInt8" }.joined(separator: ", ") + ")"
      return "@_used @_section(\".swift1_autolink_entries\") let autolinkEntries: \(type) = ("
        + bytes.map(String.init).joined(separator: ", ") + ")"
    }

    /// A folder for one attack: where the map, the program and the marker would go.
    struct Scene {
      let folder: URL
      var map: URL { folder.appendingPathComponent("written.map") }
      var program: URL { folder.appendingPathComponent("hijacked") }
      var marker: URL { folder.appendingPathComponent("ran-on-the-host") }
      var fakeLinker: URL { folder.appendingPathComponent("fake-ld") }

      init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
          "lessons-autolink-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // What `--ld-path` would run: it leaves a marker.
        try Data("#!/bin/sh\ntouch '\(marker.path)'\nexit 0\n".utf8).write(to: fakeLinker)
        chmod(fakeLinker.path, 0o755)
      }

      /// The hostile entries, each on its own: a faked pass, a map file, a program
      /// written anywhere, a linker of the learner's.
      var attacks: [[String]] {
        [
          [
            "-Wl,--defsym=$s14ExerciseChecks0A6ChecksSay21LessonsCheckHarness5CheckVGyF=main",
            "-Wl,--noinhibit-exec",
          ],
          ["-Wl,-Map=\(map.path)"],
          ["-Wl,-o,\(program.path)"],
          ["--ld-path=\(fakeLinker.path)"],
          ["-lswiftCore", "-Wl,-Map=\(map.path)"],
        ]
      }

      func nothingEscaped(_ comment: Comment? = nil) {
        for file in [map, program, marker] {
          #expect(
            !FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent) \(comment ?? "")")
        }
      }

      func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// The object of `source`, compiled as the learner's module is, without the text scanner.
    static func compileObject(_ source: String, in folder: URL) throws -> URL {
      let toolchain = try Toolchain.locate()
      let file = folder.appendingPathComponent("Answer.swift")
      try Data(source.utf8).write(to: file)
      let object = folder.appendingPathComponent("answer.o")
      let compile = try ChildProcess(
        configuration: .init(
          executable: toolchain.swiftc.path,
          arguments: CheckBuild.sharedFlags + [
            "-module-name", CheckBuild.submissionModule, "-parse-as-library", "-c", file.path, "-o",
            object.path,
          ], timeout: 120)
      ).run()
      try #require(compile.termination == .exited(0), "\(compile.output)")
      return object
    }

    /// With the text scanner out of the way, each entry is found in the object, and the
    /// tool's link refuses it before any linker runs.
    @Test func theObjectAndTheLinkRefuseEveryEntryButTheRuntimesLibraries() throws {
      let scene = try Scene()
      defer { scene.remove() }
      let project = try TestProject(exercises: [:])
      defer { project.remove() }
      let runtime = try project.workbench.prepareRuntime()
      let toolchain = try Toolchain.locate()
      for entries in scene.attacks {
        let object = try Self.compileObject(
          Self.autolinkDeclaration(entries) + "\nfunc answer() -> Int { 41 }\n", in: scene.folder)
        let hostile = entries.filter { !ObjectInspection.isAllowedAutolinkEntry($0) }
        let findings = ObjectInspection.inspect(object: object, module: CheckBuild.submissionModule)
        #expect(findings.compactMap(\.quoted) == hostile, "\(findings)")
        let attempt = try project.workbench.link(
          [object], autolink: scene.folder.appendingPathComponent("answer.autolink"),
          extra: runtime.playLinkerArguments, driverArguments: [],
          output: scene.folder.appendingPathComponent("out"),
          runtime: runtime, toolchain: toolchain, options: CheckOptions(), cancellation: nil)
        guard case .refused(let refused) = attempt else {
          Issue.record("\(entries) was linked")
          continue
        }
        #expect(refused.compactMap(\.quoted) == hostile)
        #expect(
          !FileManager.default.fileExists(atPath: scene.folder.appendingPathComponent("answer.autolink").path)
        )
        scene.nothingEscaped("\(entries)")
      }
    }

    /// Real objects whose code would run before `main` (`.init`) or whose section swiftc
    /// never writes are refused, by the section's name.
    @Test(arguments: [
      (#"@_used @_section(".init") let early: UInt8 = 0xc3"#, "`.init` section"),
      (#"@_used @_section(".fini") let late: UInt8 = 0xc3"#, "`.fini` section"),
      (#"@_used @_section("lessons_unknown") let odd: UInt8 = 1"#, "swiftc never writes"),
    ])
    func aSectionAroundMainOrUnknownIsRefused(declaration: String, word: String) throws {
      let scene = try Scene()
      defer { scene.remove() }
      let object = try Self.compileObject(declaration + "\nfunc answer() -> Int { 41 }\n", in: scene.folder)
      let messages = ObjectInspection.inspect(object: object, module: CheckBuild.submissionModule).map(
        \.message)
      #expect(messages.contains { $0.contains(word) }, "\(messages)")
    }

    /// The runtime's and Swift's own entries are linked, from the filtered response file.
    @Test func anObjectWithTheUsualEntriesLinks() throws {
      let scene = try Scene()
      defer { scene.remove() }
      let project = try TestProject(exercises: [:])
      defer { project.remove() }
      let runtime = try project.workbench.prepareRuntime()
      let object = try Self.compileObject(
        "import Foundation\nimport Observation\n@main struct Main { static func main() { print(Date()) } }\n",
        in: scene.folder)
      let output = scene.folder.appendingPathComponent("program")
      let attempt = try project.workbench.link(
        [object], autolink: scene.folder.appendingPathComponent("answer.autolink"),
        extra: runtime.playLinkerArguments, driverArguments: [], output: output, runtime: runtime,
        toolchain: try Toolchain.locate(), options: CheckOptions(), cancellation: nil)
      guard case .ran(let outcome) = attempt else {
        Issue.record("refused: \(attempt)")
        return
      }
      #expect(outcome.termination == .exited(0), "\(outcome.output)")
      #expect(FileManager.default.isExecutableFile(atPath: output.path))
      let entries = try String(
        contentsOf: scene.folder.appendingPathComponent("answer.autolink"), encoding: .utf8)
      #expect(entries.contains("-lFoundation") && entries.contains("-lswiftObservation"))
    }

    /// Through `check`, with the scanner blinded as the issue did (a regex literal holding
    /// a quote): the file fails to compile, and nothing is written or run outside.
    @Test func aCheckedFileWithLinkerOptionsFailsAndNothingEscapes() async throws {
      let scene = try Scene()
      defer { scene.remove() }
      for entries in scene.attacks {
        let body =
          "@MainActor let blinder = /\"/; " + Self.autolinkDeclaration(entries)
          + "\nfunc answer() -> Int { 41 }\n"
        let project = try TestProject(exercises: [
          "probe": [".starter/Answer.swift": body, "Checks.swift": Self.checks]
        ])
        defer { project.remove() }
        var options = CheckOptions(timeout: 20)
        options.recordsProgress = false
        let result = try await project.workbench.checkOffThePool("probe", options: options)
        #expect(result.status == .compileError, "\(entries): \(result.status)")
        #expect(result.diagnostics.allSatisfy { $0.origin == .learnerFile }, "\(result.diagnostics)")
        #expect(
          result.diagnostics.contains { $0.line == 1 && $0.message.contains("@_section") },
          "\(result.diagnostics)")
        scene.nothingEscaped("\(entries)")
      }
    }

    /// A played file (a pack's lesson compiles the same way) is scanned and judged as a
    /// checked one: refused, and nothing escapes.
    @Test func aPlayedFileWithLinkerOptionsIsRefused() throws {
      let scene = try Scene()
      defer { scene.remove() }
      let project = try TestProject(exercises: [:])
      defer { project.remove() }
      let runtime = try project.workbench.prepareRuntime()
      for entries in scene.attacks {
        let file = project.root.appendingPathComponent("Played.swift")
        try Data(
          ("import SwiftUI\n@MainActor let blinder = /\"/; " + Self.autolinkDeclaration(entries) + "\n"
            + "struct Root: View { var body: some View { Text(\"hi\") } }\n").utf8
        ).write(to: file)
        guard
          case .failed(let diagnostics, _) = try project.workbench.compilePlay(
            file, options: .init(), runtime: runtime)
        else {
          Issue.record("\(entries) played")
          continue
        }
        #expect(
          diagnostics.contains {
            $0.origin == .learnerFile && $0.line == 2 && $0.message.contains("@_section")
          })
        scene.nothingEscaped("\(entries)")
      }
    }

    /// A refused entry is said at the learner's line that spells it (line 0 when none does).
    @Test func aRefusedEntryIsSaidAtTheLineThatSpellsIt() {
      let workbench = try? TestProject(exercises: [:])
      defer { workbench?.remove() }
      guard let workbench else { return }
      let source = "import Foundation\n// -Wl,-Map=/tmp/x\nlet a = 1\n"
      let diagnostics = workbench.workbench.objectDiagnostics(
        [ObjectInspection.autolinkFinding("-Wl,-Map=/tmp/x"), ObjectInspection.autolinkFinding("-Wl,-o,/y")],
        file: "Exercises/a/A.swift", source: source)
      #expect(diagnostics.map(\.line) == [2, 0])
      #expect(diagnostics[0].sourceLine == "// -Wl,-Map=/tmp/x")
      #expect(diagnostics.allSatisfy { $0.origin == .learnerFile && $0.file == "Exercises/a/A.swift" })
      #expect(diagnostics[1].message.contains("`-Wl,-o,/y`"))
    }

    /// Compile errors the learner's own compile reports at another file's name (the
    /// checks', through `#sourceLocation`) are the learner's.
    @Test func aDiagnosticAtAnotherNameFromTheLearnersCompileIsTheirs() {
      let learner = DiagnosticParser.FileMapping(
        compiledPath: "/b/submission/Answer.swift", displayPath: "Exercises/probe/Answer.swift",
        origin: .learnerFile,
        lines: ["let a = 1"])
      let output = """
        Checks.swift:20:5: error: cannot find 'x' in scope
        /b/Checks.swift:3:1: error: expected declaration
        /b/submission/Answer.swift:1:5: error: invalid redeclaration of 'a'
        error: fatal error encountered
        """
      let mine = DiagnosticParser(files: [learner], otherFiles: learner).parse(output)
      #expect(
        mine.prefix(3).allSatisfy { $0.origin == .learnerFile && $0.file == "Exercises/probe/Answer.swift" })
      #expect(mine[0].line == 0 && mine[0].message.contains("Checks.swift:20"))
      #expect(mine[2].line == 1 && mine[2].sourceLine == "let a = 1")
      #expect(mine[3].origin == .tool)
      // Without the learner as owner (the checks' compile), another name stays the tool's.
      #expect(DiagnosticParser(files: [learner]).parse(output)[0].origin == .tool)
    }
  }
#endif

import Foundation
import Testing

@testable import ExerciseKit

/// A compile starts the toolchain's frontend with the command the driver would have run
/// (issue 38, item 9: the driver's 50 ms per compile).
@Suite struct CompileRecipeTests {
  static let folder = URL(fileURLWithPath: "/b/build-1")

  @Test func theShapeTakesOutTheFolderAndTheInputs() {
    let shape = CompileRecipe.Shape(
      [
        "-module-name", "PlayedFile", "-I", "/rt/key", "-c", "-o", "/b/build-1/play.o", "/b/build-1/A.swift",
        "/b/build-1/B+Fixed.swift", "-emit-symbol-graph-dir", "/b/build-1/symbols", "-I", "/b/build-10/x",
        "-module-cache-path", "/b/build-1",
      ], folder: Self.folder)
    #expect(
      shape.words == [
        "-module-name", "PlayedFile", "-I", "/rt/key", "-c", "-o", "/LESSONS-COMPILE-FOLDER/play.o",
        "/LESSONS-COMPILE-INPUT-0.swift", "/LESSONS-COMPILE-INPUT-1.swift", "-emit-symbol-graph-dir",
        "/LESSONS-COMPILE-FOLDER/symbols", "-I", "/b/build-10/x", "-module-cache-path",
        "/LESSONS-COMPILE-FOLDER",
      ])
    #expect(shape.inputs == ["/b/build-1/A.swift", "/b/build-1/B+Fixed.swift"])
    // Another compile of the same kind has the same shape: one recipe serves both.
    let other = CompileRecipe.Shape(
      [
        "-module-name", "PlayedFile", "-I", "/rt/key", "-c", "-o", "/tmp/z/play.o", "/tmp/z/C.swift",
        "/tmp/z/D.swift", "-emit-symbol-graph-dir", "/tmp/z/symbols", "-I", "/b/build-10/x",
        "-module-cache-path", "/tmp/z",
      ], folder: URL(fileURLWithPath: "/tmp/z"))
    #expect(other.words == shape.words)
  }

  static let frontend = "/opt/swift/usr/bin/swift-frontend"
  static let plan = """
    /opt/swift/usr/bin/swift-frontend -frontend -c /LESSONS-COMPILE-INPUT-0.swift /LESSONS-COMPILE-INPUT-1.swift \
    -target x86_64-unknown-linux-gnu -I '/rt/a key' -module-cache-path /LESSONS-COMPILE-FOLDER/ModuleCache \
    -module-name PlayedFile -o /LESSONS-COMPILE-FOLDER/play.o

    """

  @Test func theRecipeIsTheDriversFrontendCommandWithTheFilesPutBack() throws {
    let shape = CompileRecipe.Shape(
      ["-c", "/b/build-1/A.swift", "/b/build-1/B.swift", "-o", "/b/build-1/play.o"], folder: Self.folder)
    let recipe = CompileRecipe.parse(Self.plan, shape: shape, frontend: Self.frontend)
    #expect(
      recipe.command(for: shape) == [
        Self.frontend, "-frontend", "-c", "/b/build-1/A.swift", "/b/build-1/B.swift", "-target",
        "x86_64-unknown-linux-gnu", "-I", "/rt/a key", "-module-cache-path", "/b/build-1/ModuleCache",
        "-module-name", "PlayedFile", "-o", "/b/build-1/play.o",
      ])
  }

  /// A compile of several files that asks for its object alone: the driver's file map of
  /// supplementary outputs (empty, in its temporary folder) is left out; asked for more (a
  /// module), the map holds it, and the shape compiles through the driver.
  @Test func aMapOfNoSupplementaryOutputsIsLeftOut() throws {
    let withMap = Self.plan.replacingOccurrences(
      of: " -target ",
      with: " -supplementary-output-file-map /tmp/TemporaryDirectory.Ab12Cd/supplementaryOutputs-1 -target ")
    let arguments = ["-c", "/b/build-1/A.swift", "/b/build-1/B.swift", "-o", "/b/build-1/play.o"]
    let objectOnly = CompileRecipe.Shape(arguments, folder: Self.folder)
    let recipe = CompileRecipe.parse(withMap, shape: objectOnly, frontend: Self.frontend)
    #expect(
      recipe.command(for: objectOnly)
        == CompileRecipe.parse(Self.plan, shape: objectOnly, frontend: Self.frontend).command(for: objectOnly)
    )
    #expect(recipe.command?.contains(CompileRecipe.supplementaryMapOption) == false)
    for more in [["-emit-module"], ["-emit-symbol-graph", "-emit-symbol-graph-dir", "/b/build-1/s"]] {
      let shape = CompileRecipe.Shape(arguments + more, folder: Self.folder)
      #expect(CompileRecipe.parse(withMap, shape: shape, frontend: Self.frontend).command == nil, "\(more)")
    }
  }

  @Test(arguments: [
    ("", "no command"),
    (plan + plan, "two jobs"),
    (
      plan.replacingOccurrences(of: "/opt/swift/usr/bin/swift-frontend", with: "/tmp/evil"), "another program"
    ),
    (plan.replacingOccurrences(of: " -frontend ", with: " "), "not a frontend job"),
    (plan.replacingOccurrences(of: "/LESSONS-COMPILE-INPUT-1.swift", with: ""), "an input left out"),
    (
      plan.replacingOccurrences(of: "-target", with: "@/tmp/TemporaryDirectory.x/args.resp -target"),
      "a response file"
    ),
  ])
  func aPlanItDoesNotKnowCompilesThroughTheDriver(_ plan: String, _ why: String) {
    let shape = CompileRecipe.Shape(
      ["-c", "/b/build-1/A.swift", "/b/build-1/B.swift", "-o", "/b/build-1/play.o"], folder: Self.folder)
    let recipe = CompileRecipe.parse(plan, shape: shape, frontend: Self.frontend)
    #expect(recipe.command == nil, "\(why)")
    #expect(recipe.command(for: shape) == nil)
  }

  #if os(Linux)
    /// A temporary cache and build folder, removed after `body`.
    static func withFolders(_ body: (_ cache: URL, _ build: URL) throws -> Void) throws {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lessons-compile-recipe-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
      let build = root.appendingPathComponent("build", isDirectory: true)
      try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: root) }
      try body(root.appendingPathComponent("cache", isDirectory: true), build)
    }

    /// What the learnt command prints and leaves is what the driver prints and leaves, for a
    /// file with an error and for one without; the second compile of the shape reads the kept recipe.
    @Test func theFrontendCompilesAsTheDriverDoes() throws {
      let toolchain = try Toolchain.locate()
      try Self.withFolders { cache, build in
        let store = CompileRecipe.Store(cache: cache)
        let source = build.appendingPathComponent("Probe.swift")
        let object = build.appendingPathComponent("probe.o")
        let arguments = [
          "-swift-version", "6", "-Onone", "-whole-module-optimization", "-diagnostic-style", "llvm",
          "-no-color-diagnostics", "-module-name", "Probe", "-parse-as-library", "-c", source.path, "-o",
          object.path,
        ]
        func run(_ command: [String]) throws -> ProcessOutcome {
          try? FileManager.default.removeItem(at: object)
          return try ChildProcess(
            configuration: .init(executable: command[0], arguments: Array(command.dropFirst()), timeout: 120)
          ).run()
        }
        try Data("func answer() -> Int { \"forty-two\" }\n".utf8).write(to: source)
        let command = try #require(
          store.frontendCommand(arguments, toolchain: toolchain, folder: build, timeout: 60))
        #expect(command.first == toolchain.frontend?.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: store.directory.path).count == 1)
        let direct = try run(command)
        let driven = try run([toolchain.swiftc.path] + arguments)
        #expect(direct.termination == .exited(1) && driven.termination == .exited(1))
        #expect(direct.output == driven.output)
        #expect(direct.output.contains("Probe.swift:1:24: error: cannot convert return expression"))

        try Data("func answer() -> Int { 42 }\n".utf8).write(to: source)
        let again = try #require(
          store.frontendCommand(arguments, toolchain: toolchain, folder: build, timeout: 60))
        #expect(again == command)
        let compiled = try run(again)
        #expect(compiled.termination == .exited(0), "\(compiled.output)")
        #expect(
          try ELFObject.read(object).symbols.contains { !$0.isUndefined && $0.name.contains("6answer") })
      }
    }

    /// A lesson's program, a played app and a check's objects are compiled from several files:
    /// the learnt command compiles them as the driver does, to the same object and the same
    /// diagnostics.
    @Test func severalFilesCompileAsTheDriverCompilesThem() throws {
      let toolchain = try Toolchain.locate()
      try Self.withFolders { cache, build in
        let store = CompileRecipe.Store(cache: cache)
        let sources = ["One", "Two", "main"].map { build.appendingPathComponent("\($0).swift") }
        let object = build.appendingPathComponent("program.o")
        let arguments =
          CheckBuild.sharedFlags + ["-module-name", "Several", "-c", "-o", object.path] + sources.map(\.path)
        func run(_ command: [String]) throws -> (outcome: ProcessOutcome, object: Data?) {
          try? FileManager.default.removeItem(at: object)
          let outcome = try ChildProcess(
            configuration: .init(executable: command[0], arguments: Array(command.dropFirst()), timeout: 120)
          ).run()
          return (outcome, FileManager.default.contents(atPath: object.path))
        }
        try Data("func one() -> Int { 1 }\n".utf8).write(to: sources[0])
        try Data("func two() -> Int { one() + \"1\" }\n".utf8).write(to: sources[1])
        try Data("print(two())\n".utf8).write(to: sources[2])
        let command = try #require(
          store.frontendCommand(arguments, toolchain: toolchain, folder: build, timeout: 60))
        #expect(command.first == toolchain.frontend?.path)
        let failedDirect = try run(command)
        let failedDriven = try run([toolchain.swiftc.path] + arguments)
        #expect(failedDirect.outcome.termination == .exited(1))
        #expect(failedDirect.outcome.output == failedDriven.outcome.output)
        #expect(failedDirect.outcome.output.contains("Two.swift:1:"))

        try Data("func two() -> Int { one() + 1 }\n".utf8).write(to: sources[1])
        let direct = try run(command)
        let driven = try run([toolchain.swiftc.path] + arguments)
        #expect(direct.outcome.termination == .exited(0), "\(direct.outcome.output)")
        #expect(direct.object != nil && direct.object == driven.object)
      }
    }

    /// A kept recipe whose command is not the toolchain's frontend is not run: the compile
    /// goes through the driver.
    @Test func aRecipeForAnotherProgramIsNotUsed() throws {
      let toolchain = try Toolchain.locate()
      try Self.withFolders { cache, build in
        let store = CompileRecipe.Store(cache: cache)
        let arguments = [
          "-c", build.appendingPathComponent("A.swift").path, "-o", build.appendingPathComponent("a.o").path,
        ]
        _ = try #require(store.frontendCommand(arguments, toolchain: toolchain, folder: build, timeout: 60))
        let file = try #require(
          try FileManager.default.contentsOfDirectory(atPath: store.directory.path).first)
        let kept = store.directory.appendingPathComponent(file)
        var recipe = try #require(store.read(kept))
        recipe.command?[0] = "/bin/sh"
        store.write(recipe, to: kept)
        #expect(store.frontendCommand(arguments, toolchain: toolchain, folder: build, timeout: 60) == nil)
      }
    }

    /// A stand-in `swiftc` (a script, no frontend beside it) compiles as it is, and learns nothing.
    @Test func aCompilerWithoutAFrontendBesideItHasNoRecipe() throws {
      try Self.withFolders { cache, build in
        let script = build.appendingPathComponent("swiftc")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let store = CompileRecipe.Store(cache: cache)
        #expect(Toolchain(swiftc: script).frontend == nil)
        #expect(
          store.frontendCommand(
            ["-c", "/x/A.swift"], toolchain: Toolchain(swiftc: script), folder: build, timeout: 5)
            == nil)
        #expect(!FileManager.default.fileExists(atPath: store.directory.path))
      }
    }
  #endif
}

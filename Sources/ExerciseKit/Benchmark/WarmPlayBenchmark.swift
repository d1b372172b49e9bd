import Foundation

/// Measures `lessons play FILE --do tree` with a warm runtime cache against a bare `swiftc` of the file.
///
/// The budget (DESIGN.md): from start to exit at most 1.5 × a bare `swiftc` of the
/// same file, driver included, against the same module. The play side is the whole
/// `lessons` process: finding the project, checking the protocol file's digest and
/// the cache, compiling the file with its generated `main.swift`, spawning the program
/// under the supervisor, mounting, printing the tree. The bare side is the compile
/// alone, run by hand: the same `swiftc` of the same two files against the same
/// prebuilt runtime and driver library, to an executable. A second bare figure, the
/// file alone compiled to an object (no driver, no link), shows what linking costs.
public enum WarmPlayBenchmark {
  /// One measurement.
  public struct Measurement: Sendable, Equatable {
    /// Median seconds of a whole `lessons play FILE --do tree`.
    public var playSeconds: Double
    /// Median seconds of the bare `swiftc` of the file and its driver, to an executable.
    public var bareSwiftcSeconds: Double
    /// Median seconds of a `swiftc -c` of the file alone, to an object.
    public var bareObjectSeconds: Double
    /// How many timed runs each median is taken over.
    public var runs: Int

    /// `playSeconds / bareSwiftcSeconds`; the budget is ≤ 1.5.
    public var ratio: Double { bareSwiftcSeconds > 0 ? playSeconds / bareSwiftcSeconds : .infinity }
    /// `playSeconds / bareObjectSeconds`: against the file's compile alone, for the record.
    public var ratioToObject: Double { bareObjectSeconds > 0 ? playSeconds / bareObjectSeconds : .infinity }
  }

  /// The file played: a parent, an editor bound to its state, and a view that reads it.
  static let source = """
    import SwiftUI

    struct NameField: View {
      @Binding var name: String
      var body: some View { TextField("Name", text: $name) }
    }

    struct Greeting: View {
      let name: String
      var body: some View { Text("Hello, \\(name)!") }
    }

    struct Greeter: View {
      @State private var name = ""
      @State private var saves = 0
      var body: some View {
        VStack {
          NameField(name: $name)
          Greeting(name: name)
          Button("Save") { saves += 1 }
          Text("Saved \\(saves) times")
        }
      }
    }

    """

  /// Runs `lessons` (at `binary`) and the bare compile alternately, `runs` times each, after one warm-up.
  public static func measure(binary: URL, runs: Int = 5, workbench given: ExerciseWorkbench? = nil)
    throws(ExerciseError) -> Measurement
  {
    let workbench: ExerciseWorkbench
    if let given { workbench = given } else { workbench = try ExerciseWorkbench() }
    let toolchain = try workbench.toolchain()
    let runtime = try workbench.prepareRuntime()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-play-bench-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Greeter.swift")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(source.utf8).write(to: file)
      // The bare side compiles what play compiles of the file: `import StateRuntime`.
      try Data(SourceRewriter.rewriteImports(source).text.utf8).write(
        to: folder.appendingPathComponent("Bare.swift"))
    } catch {
      throw .fileAccess(path: folder.path, reason: (error as NSError).localizedDescription)
    }
    var environment = workbench.environment
    environment["LESSONS_ROOT"] = workbench.catalogue.root.path
    environment["NO_COLOR"] = "1"
    func play() throws(ExerciseError) -> Double {
      let outcome = try ChildProcess(
        configuration: .init(
          executable: binary.path, arguments: ["play", file.path, "--do", "tree"], environment: environment)
      ).run()
      guard outcome.termination == .exited(0) else {
        throw .cannotLaunch(path: binary.path, reason: "play failed: \(outcome.output)")
      }
      return outcome.seconds
    }
    let bareFile = folder.appendingPathComponent("Bare.swift")
    let driver = folder.appendingPathComponent("main.swift")
    do {
      try Data(PlayDriverProgram.source(root: "Greeter", fileName: "Bare.swift").utf8).write(to: driver)
    } catch {
      throw .fileAccess(path: driver.path, reason: (error as NSError).localizedDescription)
    }
    func swiftc(_ arguments: [String]) throws(ExerciseError) -> Double {
      let outcome = try ChildProcess(
        configuration: .init(executable: toolchain.swiftc.path, arguments: arguments)
      )
      .run()
      guard outcome.termination == .exited(0) else {
        throw .cannotLaunch(path: toolchain.swiftc.path, reason: "the bare compile failed: \(outcome.output)")
      }
      return outcome.seconds
    }
    let program = ExerciseWorkbench.playCompileArguments(
      runtime: runtime, file: bareFile, driver: driver, executable: folder.appendingPathComponent("bare"))
    let object =
      CheckBuild.sharedFlags + ["-module-name", "Bare", "-parse-as-library", "-I", runtime.directory.path]
      + runtime.pluginArguments + ["-c", bareFile.path, "-o", folder.appendingPathComponent("bare.o").path]
    _ = try play()
    var plays: [Double] = []
    var programs: [Double] = []
    var objects: [Double] = []
    for _ in 0..<max(1, runs) {
      plays.append(try play())
      programs.append(try swiftc(program))
      objects.append(try swiftc(object))
    }
    return Measurement(
      playSeconds: median(plays), bareSwiftcSeconds: median(programs), bareObjectSeconds: median(objects),
      runs: plays.count)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}

import Foundation
import TestSupport

/// The built `lessons` executable, next to the test bundle in the build directory.
enum LessonsBinary {
  static let url: URL? = BuildFolder.executable(named: "lessons")

  /// A run's exit status, standard output and standard error.
  typealias Result = CommandOutput

  /// Runs the binary with `arguments`, `input` piped to stdin, in a throwaway state directory.
  ///
  /// The toolchain is on its `PATH` (a lesson of the course loaded at run time compiles as
  /// `play` does), and its runtime cache is the one the suite shares (``ScratchProject``),
  /// so the runtime module is built once per test run, not once per run of the binary.
  static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
    -> Result
  {
    guard let url else { throw CocoaError(.fileNoSuchFile) }
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    var base = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "LESSONS_HOME": home.path,
      "LESSONS_CACHE": ScratchProject.sharedCache.path, "TERM": "xterm-256color",
    ]
    // The tests read a copy of the course (ScratchLessonTests): so does the binary.
    if SourceTree.isAnotherCheckout { base["LESSONS_ROOT"] = SourceTree.root.path }
    base.merge(environment) { $1 }
    // Not the checkout's `Exercises/`, where a developer's own work is: a run that prepares the
    // runtime writes the editor's settings in the workspace (a project's run keeps its own).
    if base["LESSONS_ROOT"] == nil && base["LESSONS_WORKSPACE"] == nil {
      base["LESSONS_WORKSPACE"] = home.appendingPathComponent("Exercises").path
    }
    return try CommandOutput.run(url, arguments, environment: base, input: input)
  }

  /// Builds the suite's shared runtime cache and the course's first lesson once per test run,
  /// before a terminal test starts a shell on it.
  ///
  /// A terminal test waits for each screen for seconds, and on a loaded machine the runtime
  /// module's first build (or another test's build it waits for, behind the cache's lock)
  /// takes longer than that. Warmed here, the build is outside the screens it waits for.
  static func warmSharedCache() {
    _ = warmedSharedCache
  }

  private static let warmedSharedCache: Bool = {
    guard let first = CourseLessonFolder.ids().first else { return false }
    return (try? run(["run", first]))?.status == 0
  }()

  static func temporaryHome() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("lessons-home-\(UUID().uuidString)")
  }
}

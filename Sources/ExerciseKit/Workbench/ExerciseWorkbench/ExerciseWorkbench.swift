import Foundation
import WorkbenchSupport

/// The exercises of one project, and everything the shell does with them.
///
/// ```swift
/// let workbench = try ExerciseWorkbench()            // finds the project, reads Lessons/*/exercise/, Exercises/
/// let result = try workbench.check("draft-title")
/// print(CheckReportRenderer(styler: .plain).render(result, exercise: try workbench.exercise("draft-title")))
/// ```
///
/// The aspects live in `ExerciseWorkbench+Check.swift` (`check`, `checkAll`),
/// `+Hints`, `+Restore`, `+Solution`, `+Watch` and `+Workspace` (first use, earlier edits).
package struct ExerciseWorkbench: Sendable {
  /// The exercises and where the project is.
  package let catalog: ExerciseCatalog
  /// Where progress and the runtime cache live.
  package let directories: StateDirectory
  /// The per-exercise progress file.
  package let progress: ExerciseProgressStore
  /// The environment consulted for `LESSONS_SWIFTC` and `PATH` when a check needs the compiler.
  package let environment: [String: String]

  /// Finds the project (see ``ProjectRoot``) and reads its exercises, whose learner's files
  /// are in `$LESSONS_WORKSPACE` or else the project's `Exercises/` (``ExerciseWorkspace``).
  ///
  /// - Parameter directories: where progress and the caches live; `nil` for those
  ///   `environment` names (``StateDirectory/init(environment:)``). A shell passes its own,
  ///   so that its commands and its workbench never read two different places.
  package init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    directories: StateDirectory? = nil
  ) throws(ExerciseError) {
    try self.init(environment: environment, currentDirectory: currentDirectory, directories: directories) {
      root, workspace throws(ExerciseError) in try ExerciseCatalog.load(root: root, workspace: workspace)
    }
  }

  /// The project's workbench for compiling and running programs (`play`, a lesson's run, a
  /// pack's proof): its runtime, toolchain, caches and workspace, with no exercise read
  /// (``ExerciseCatalog/withoutExercises(root:workspace:)``).
  ///
  /// A program needs none of the exercises, and reading them all (each task, hints and
  /// checks' digest) was a sixth of a warm `run LESSON` in the debug build, paid again on
  /// every compile of a `pack check`.
  package static func forPrograms(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath,
    directories: StateDirectory? = nil
  ) throws(ExerciseError) -> ExerciseWorkbench {
    try ExerciseWorkbench(
      environment: environment, currentDirectory: currentDirectory, directories: directories,
      catalog: ExerciseCatalog.withoutExercises)
  }

  /// Finds the project and its workspace, and takes the catalog `catalog` makes of them.
  private init(
    environment: [String: String], currentDirectory: String, directories: StateDirectory?,
    catalog: (_ root: URL, _ workspace: ExerciseWorkspace) throws(ExerciseError) -> ExerciseCatalog
  ) throws(ExerciseError) {
    let root = try ProjectRoot.locate(environment: environment, currentDirectory: currentDirectory)
    let workspace = ExerciseWorkspace.locate(
      root: root, environment: environment, currentDirectory: currentDirectory)
    self.init(
      catalog: try catalog(root, workspace),
      directories: directories ?? StateDirectory(environment: environment),
      environment: environment)
  }

  /// Uses exactly these parts (tests, throwaway exercise folders).
  package init(catalog: ExerciseCatalog, directories: StateDirectory, environment: [String: String]) {
    self.catalog = catalog
    self.directories = directories
    self.progress = ExerciseProgressStore(directories: directories)
    self.environment = environment
  }

  /// The exercise called `id`, or an error suggesting the nearest id.
  package func exercise(_ id: String) throws(ExerciseError) -> Exercise {
    try catalog.exercise(id)
  }

  /// The compiler to use, or an error saying how to install or point at one.
  package func toolchain() throws(ExerciseError) -> Toolchain {
    try Toolchain.locate(environment: environment)
  }

  /// The prebuilt runtime module, building it first if needed (announced through `events`),
  /// with the workspace's `compile_flags.txt` pointing the learner's editor at it (``EditorSettings``).
  ///
  /// - Parameter compileTimeout: seconds the compiler may take for the build.
  package func prepareRuntime(
    events: CheckEvents = .silent, compileTimeout: Double = CheckOptions().compileTimeout,
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> RuntimeModule {
    sweepLeftovers()
    let trusted = [
      directories.cacheURL.appendingPathComponent("checks", isDirectory: true),
      directories.cacheURL.appendingPathComponent("programs", isDirectory: true),
      CheckResultCache(directories: directories).directory,
      CompileRecipe.Store(cache: directories.cacheURL).directory,
    ]
    UnsandboxedRun.recoverInterruptedRuns(
      in: directories.cacheURL.appendingPathComponent("runtime", isDirectory: true), others: trusted)
    var runtime = try RuntimeModuleCache(
      toolchain: try toolchain(), sourcesDirectory: catalog.runtimeSourcesDirectory,
      playDriverDirectory: catalog.playDriverSourcesDirectory,
      checkHarnessFiles: catalog.registry.harness.keys.sorted().map {
        catalog.harnessDirectory.appendingPathComponent($0)
      },
      cacheDirectory: directories.cacheURL, environment: environment
    ).prepare(announce: events.announce, timeout: compileTimeout, cancellation: cancellation)
    runtime.trustedPaths = trusted
    // Only the editor would miss it: a check goes on without.
    _ = try? EditorSettings.write(for: runtime, in: workspace)
    return runtime
  }

  /// Removes what killed runs left behind: check build folders and temporary progress files.
  package func sweepLeftovers() {
    BuildFolderSweeper.sweep()
    AtomicJSONFile<ExerciseProgress>.sweepStaleTemporaries(in: progress.file.url.deletingLastPathComponent())
  }

  /// `url` relative to the current directory when inside it, else absolute: what a learner can click.
  package static func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
    return path
  }
}

// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libedit: Debian/Ubuntu ship a `libedit.pc`; macOS has libedit in the SDK and
// usually no `.pc` file, so pkg-config is consulted on Linux only.
#if os(Linux)
  let editLinePkgConfig: String? = "libedit"
#else
  let editLinePkgConfig: String? = nil
#endif

// Each lesson keeps its golden transcripts in `Lessons/NN-id/Golden/`, read by the
// tests through #filePath: listed here so that adding a lesson stays one folder and
// one line in `LessonCatalog.all`, not one more line in this file.
let lessonGoldens: [String] =
  ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Lessons")) ?? [])
  .filter { FileManager.default.fileExists(atPath: Context.packageDirectory + "/Lessons/\($0)/Golden") }
  .sorted()
  .map { "\($0)/Golden" }

let package = Package(
  name: "lessons",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "lessons", targets: ["lessons"]),
    .executable(name: "lessons-bench", targets: ["lessons-bench"]),
    .library(name: "StateRuntime", targets: ["StateRuntime"]),
    .library(name: "StateRuntimeDynamic", type: .dynamic, targets: ["StateRuntime"]),
  ],
  targets: [
    // The tiny SwiftUI-like state runtime. Depends on the toolchain only.
    .target(name: "StateRuntime"),

    // libedit, for the shell's line editing.
    .systemLibrary(
      name: "CEditLine",
      pkgConfig: editLinePkgConfig,
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),

    // Plumbing shared by the workbench: state directory, progress store, terminal output.
    .target(name: "WorkbenchSupport"),

    // Lesson model, scenario runner, log rendering, quiz engine.
    .target(name: "LessonKit", dependencies: ["StateRuntime", "WorkbenchSupport"]),

    // The lesson modules themselves: one folder per lesson under Lessons/.
    .target(
      name: "LessonCatalog",
      dependencies: ["LessonKit", "StateRuntime"],
      path: "Lessons",
      exclude: lessonGoldens,
      plugins: ["EmbedSourcesPlugin"]
    ),

    // Exercises and `lessons check`: compiles learners' files against StateRuntime.
    .target(name: "ExerciseKit", dependencies: ["WorkbenchSupport"]),

    // The command-line surface and the REPL.
    .target(
      name: "LessonsShell",
      dependencies: ["CEditLine", "WorkbenchSupport", "LessonKit", "LessonCatalog", "ExerciseKit", "StateRuntime"]
    ),

    .executableTarget(name: "lessons", dependencies: ["LessonsShell"]),
    .executableTarget(
      name: "lessons-bench",
      dependencies: ["StateRuntime", "LessonsShell", "ExerciseKit", "WorkbenchSupport"]
    ),

    // Build tool: embeds lesson sources as text so the code shown is the code that runs.
    .executableTarget(name: "embed-sources"),
    .plugin(
      name: "EmbedSourcesPlugin",
      capability: .buildTool(),
      dependencies: ["embed-sources"]
    ),

    .testTarget(name: "StateRuntimeTests", dependencies: ["StateRuntime"]),
    .testTarget(name: "WorkbenchSupportTests", dependencies: ["WorkbenchSupport"]),
    .testTarget(name: "LessonKitTests", dependencies: ["LessonKit", "StateRuntime"]),
    .testTarget(
      name: "LessonCatalogTests", dependencies: ["LessonCatalog", "LessonKit", "StateRuntime", "ExerciseKit"]),
    .testTarget(name: "ExerciseKitTests", dependencies: ["ExerciseKit", "WorkbenchSupport"]),
    .testTarget(name: "LessonsShellTests", dependencies: ["LessonsShell", "WorkbenchSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libedit through pkg-config on every platform. Debian/Ubuntu ship `libedit.pc` with
// libedit-dev. On macOS the SDK's own libedit is the 2012 NetBSD one (no
// `rl_completion_func_t`, `rl_catch_signals` or `rl_resize_terminal`, one byte per
// character), so the shell uses Homebrew's `libedit` (keg-only): SwiftPM's `.brew`
// provider adds `$(brew --prefix)/opt/libedit/lib/pkgconfig` to the pkg-config search,
// and `scripts/ensure-deps` installs it and prints the PKG_CONFIG_PATH to use where
// `brew` is not on PATH. `Sources/CEditLine/shim.h` stops with a message naming this
// when the header it meets is the SDK's.
let editLinePkgConfig: String? = "libedit"

/// What lesson folders hold besides the Swift the catalog compiles: each lesson's text
/// (`lesson.md`, `scenario.play`, `quiz.json`), which EmbedSourcesPlugin embeds, and its
/// `exercise/`, which `lessons check` compiles on its own against the runtime, and its `proofs/`,
/// which `pack check` plays as `lessons play` does. Listed from
/// the folders, so that adding a lesson stays adding a folder; paths relative to `Lessons/`.
let lessonFolderExtras: [String] = {
  let lessons = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Lessons")
  let manager = FileManager.default
  let folders = (try? manager.contentsOfDirectory(atPath: lessons.path)) ?? []
  return folders.sorted().flatMap { folder -> [String] in
    let names = (try? manager.contentsOfDirectory(atPath: lessons.appendingPathComponent(folder).path)) ?? []
    let extras = names.filter { name in
      !name.hasPrefix(".")
        && (name == "exercise" || name == "proofs" || (name.contains(".") && !name.hasSuffix(".swift")))
    }
    return extras.sorted().map { "\(folder)/\($0)" }
  }
}()

/// The lesson folders loaded at run time, which the catalog target leaves out whole: those
/// whose Swift declares the lesson's scenario (`let lessonScenario = Scenario(…)`), which the
/// tool compiles into a lesson program of its own (see README, "Write a lesson"). The
/// others are still compiled into the tool until they are moved to that form.
let runTimeLessonFolders: [String] = {
  let lessons = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Lessons")
  let manager = FileManager.default
  let folders = (try? manager.contentsOfDirectory(atPath: lessons.path)) ?? []
  return folders.sorted().filter { folder in
    let directory = lessons.appendingPathComponent(folder)
    let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.contains { name in
      name.hasSuffix(".swift")
        && ((try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))?
          .contains("lessonScenario") ?? false)
    }
  }
}()

/// The course's files at the top of `Lessons/` that are not Swift and not lesson folders,
/// read by the tool at run time: `interview.json`, the interview set. Left out of the
/// build; listed only when present, as SwiftPM warns of an excluded file that is missing.
let lessonTopLevelData: [String] = {
  let lessons = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Lessons")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []
  return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.sorted()
}()

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

    // libseccomp (Linux), which writes the sandbox's system-call filter (SeccompFilter).
    .systemLibrary(
      name: "CSeccomp",
      pkgConfig: "libseccomp",
      providers: [.apt(["libseccomp-dev"])]
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
      exclude: lessonFolderExtras.filter { extra in
        !runTimeLessonFolders.contains { extra.hasPrefix($0 + "/") }
      } + runTimeLessonFolders + lessonTopLevelData,
      // Each lesson's golden transcripts are in its hidden `.golden/` folder, which
      // SwiftPM skips, and LessonDiscoveryPlugin lists the lesson folders: adding a
      // lesson needs no line here nor anywhere else.
      plugins: ["EmbedSourcesPlugin", "LessonDiscoveryPlugin"]
    ),

    // The tool↔child wire protocol (HarnessMessage, HarnessChannel), versioned both ways.
    // The tool links it; the runtime cache builds the children's copy from the sources
    // embedded here (ProtocolSources), so a child speaks the protocol the tool was built with.
    .target(name: "LessonsProtocol", dependencies: ["StateRuntime"], plugins: ["EmbedSourcesPlugin"]),

    // Exercises, `lessons check` and `lessons play`: compiles code that is not ours against
    // StateRuntime, and reads its children's messages (LessonsProtocol).
    // ExerciseDiscoveryPlugin lists the lesson folders' exercises with the digests their
    // `Checks.sha256` record.
    .target(
      name: "ExerciseKit",
      dependencies: [
        "WorkbenchSupport", "StateRuntime", "LessonsProtocol",
        .target(name: "CSeccomp", condition: .when(platforms: [.linux])),
      ],
      plugins: ["ExerciseDiscoveryPlugin"]),

    // The serving half of every `lessons play` program. The tool never links it: the
    // runtime cache builds it from these sources next to StateRuntime and LessonsProtocol,
    // so a played file compiles alone. A target here so that SwiftPM type-checks it with the rest.
    .target(name: "LessonsPlayDriver", dependencies: ["StateRuntime", "LessonsProtocol"]),

    // The command-line surface and the REPL.
    .target(
      name: "LessonsShell",
      dependencies: [
        "CEditLine", "WorkbenchSupport", "LessonKit", "LessonCatalog", "ExerciseKit", "StateRuntime",
      ]
    ),

    .executableTarget(name: "lessons", dependencies: ["LessonsShell"]),
    // The budgets of DESIGN.md. The engine and shell figures time the `lessons` binary as
    // whole processes, so the benchmark links no workbench code: only the runtime it mounts
    // in process and the lessons whose runs it repeats.
    .executableTarget(name: "lessons-bench", dependencies: ["StateRuntime", "LessonKit", "LessonCatalog"]),

    // Build tool: embeds lesson sources as text so the code shown is the code that runs.
    .executableTarget(name: "embed-sources"),
    .plugin(
      name: "EmbedSourcesPlugin",
      capability: .buildTool(),
      dependencies: ["embed-sources"]
    ),
    // Build tool: lists the lesson of each folder of Lessons/, in folder order.
    .executableTarget(name: "discover-lessons"),
    .plugin(
      name: "LessonDiscoveryPlugin",
      capability: .buildTool(),
      dependencies: ["discover-lessons"]
    ),
    // Build tool: lists the exercise of each lesson folder, with its checks' recorded digest.
    .plugin(
      name: "ExerciseDiscoveryPlugin",
      capability: .buildTool(),
      dependencies: ["discover-lessons"]
    ),

    // What several test targets need, once: the checkout's source tree, the build folder and
    // the binaries in it, the process table, scratch projects, scripts that stand in for
    // tools and a command's captured output. Foundation only; a target of its own because
    // test targets cannot depend on one another.
    .target(name: "TestSupport", path: "Tests/TestSupport"),

    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    .testTarget(name: "StateRuntimeTests", dependencies: ["StateRuntime", "TestSupport"]),
    .testTarget(name: "WorkbenchSupportTests", dependencies: ["WorkbenchSupport"]),
    .testTarget(name: "LessonsProtocolTests", dependencies: ["LessonsProtocol", "StateRuntime"]),
    // WorkbenchSupport too: NearestMatchParityTests holds the runtime's copy of its suggestion rules equal.
    .testTarget(name: "LessonKitTests", dependencies: ["LessonKit", "StateRuntime", "WorkbenchSupport"]),
    .testTarget(
      name: "LessonCatalogTests",
      dependencies: [
        "LessonCatalog", "LessonKit", "StateRuntime", "ExerciseKit", "WorkbenchSupport", "TestSupport",
      ]),
    // StateRuntime too: PlayProgramTests mounts in-process the views it plays in a child.
    // LessonKit: FailureLogTests holds a check's log to the lessons' LogRenderer.
    .testTarget(
      name: "ExerciseKitTests",
      dependencies: ["ExerciseKit", "WorkbenchSupport", "StateRuntime", "LessonKit", "TestSupport"]),
    .testTarget(
      name: "LessonsShellTests",
      dependencies: ["LessonsShell", "LessonCatalog", "WorkbenchSupport", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)

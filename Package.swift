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

// `scripts/test` builds each module whole (LESSONS_WHOLE_MODULE=1): one frontend per module
// type-checks every file once, where batch mode's jobs each re-read the module's other files
// and a separate job emits its interface. On 2 cores a clean build of the tool and the tests
// took 176 s of CPU instead of 231 s (103 s instead of 123 s of wall time). `-num-threads`
// keeps one object per file, as SwiftPM links them. Left out of a plain `swift build`: an
// edit then recompiles only the files that need it, where a whole module recompiles all of
// them (30 s for LessonsShellTests).
//
// Nor does it run LLVM's IR verifier, the compiler's check of its own output, which a
// release toolchain runs on every module: whole, the runtime's module compiled in 13.7 s
// instead of 14.9 s, and a clean build of the tool and the tests took 187-193 s of CPU
// instead of 197-200 s (two runs each). A plain build keeps it.
let wholeModule: [SwiftSetting] =
  ProcessInfo.processInfo.environment["LESSONS_WHOLE_MODULE"] == "1"
  ? [
    .unsafeFlags([
      "-wmo", "-disable-batch-mode", "-no-emit-module-separately-wmo",
      "-num-threads", "\(max(1, ProcessInfo.processInfo.activeProcessorCount))",
      "-Xfrontend", "-disable-llvm-verify",
    ])
  ]
  : []

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
    .target(name: "StateRuntime", swiftSettings: wholeModule),

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
    .target(name: "WorkbenchSupport", swiftSettings: wholeModule),

    // The lesson format's scenario script, log rendering, transcripts and their exports, quiz engine.
    .target(
      name: "LessonKit", dependencies: ["StateRuntime", "WorkbenchSupport"], swiftSettings: wholeModule),

    // The tool↔child wire protocol (HarnessMessage, HarnessChannel), versioned both ways.
    // The tool links it; the runtime cache builds the children's copy from the sources
    // embedded here (ProtocolSources), so a child speaks the protocol the tool was built with.
    .target(
      name: "LessonsProtocol", dependencies: ["StateRuntime"], swiftSettings: wholeModule,
      plugins: ["EmbedSourcesPlugin"]),

    // Exercises, `lessons check` and `lessons play`: compiles code that is not ours against
    // StateRuntime, and reads its children's messages (LessonsProtocol).
    .target(
      name: "ExerciseKit",
      dependencies: [
        "WorkbenchSupport", "StateRuntime", "LessonsProtocol",
        .target(name: "CSeccomp", condition: .when(platforms: [.linux])),
      ], swiftSettings: wholeModule),

    // The serving half of every `lessons play` program. The tool never links it: the
    // runtime cache builds it from these sources next to StateRuntime and LessonsProtocol,
    // so a played file compiles alone. A target here so that SwiftPM type-checks it with the rest.
    .target(
      name: "LessonsPlayDriver", dependencies: ["StateRuntime", "LessonsProtocol"], swiftSettings: wholeModule
    ),

    // The check harness every check program links, built into the runtime cache from
    // `Lessons/.harness` (the tool holds its files to their digests). A target here only so that
    // every build type-checks it, as the play driver's is; the tool never links it.
    // `Sources/LessonsCheckHarness` is a link to that folder.
    .target(
      name: "LessonsCheckHarness", dependencies: ["StateRuntime", "LessonsProtocol"],
      swiftSettings: wholeModule),

    // The lesson engine: a folder of lessons (the course's `Lessons/` or any pack) loaded at
    // run time, and each version's scenario run as `play` runs a script, in a child program
    // compiled against the runtime cache. No console: the shell says what it finds.
    .target(
      name: "LessonPacks", dependencies: ["LessonKit", "ExerciseKit", "StateRuntime", "WorkbenchSupport"],
      swiftSettings: wholeModule),

    // The command-line surface and the REPL.
    .target(
      name: "LessonsShell",
      dependencies: [
        "CEditLine", "WorkbenchSupport", "LessonKit", "LessonPacks", "ExerciseKit", "StateRuntime",
      ], swiftSettings: wholeModule),

    .executableTarget(name: "lessons", dependencies: ["LessonsShell"], swiftSettings: wholeModule),
    // The budgets of DESIGN.md. The engine, shell and determinism figures time the `lessons`
    // binary as whole processes, so the benchmark links no workbench code: only the runtime
    // it mounts in process.
    .executableTarget(name: "lessons-bench", dependencies: ["StateRuntime"], swiftSettings: wholeModule),

    // Build tool: embeds the protocol's sources as text, for the runtime cache to build the children's copy.
    .executableTarget(name: "embed-sources", swiftSettings: wholeModule),
    .plugin(
      name: "EmbedSourcesPlugin",
      capability: .buildTool(),
      dependencies: ["embed-sources"]
    ),

    // What several test targets need, once: the checkout's source tree, the build folder and
    // the binaries in it, the process table, scratch projects, scripts that stand in for
    // tools and a command's captured output. Foundation only; a target of its own because
    // test targets cannot depend on one another.
    .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: wholeModule),

    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"], swiftSettings: wholeModule),
    .testTarget(
      name: "StateRuntimeTests", dependencies: ["StateRuntime", "TestSupport"], swiftSettings: wholeModule),
    .testTarget(
      name: "WorkbenchSupportTests", dependencies: ["WorkbenchSupport"], swiftSettings: wholeModule),
    .testTarget(
      name: "LessonsProtocolTests", dependencies: ["LessonsProtocol", "StateRuntime"],
      swiftSettings: wholeModule),
    // WorkbenchSupport too: NearestMatchParityTests holds the runtime's copy of its suggestion rules equal.
    .testTarget(
      name: "LessonKitTests", dependencies: ["LessonKit", "StateRuntime", "WorkbenchSupport"],
      swiftSettings: wholeModule),
    .testTarget(
      name: "CourseTests",
      dependencies: [
        "LessonsShell", "LessonPacks", "LessonKit", "StateRuntime", "ExerciseKit", "WorkbenchSupport",
        "TestSupport",
      ], swiftSettings: wholeModule),
    // StateRuntime too: PlayProgramTests mounts in-process the views it plays in a child.
    // LessonKit: FailureLogTests holds a check's log to the lessons' LogRenderer.
    .testTarget(
      name: "ExerciseKitTests",
      dependencies: ["ExerciseKit", "WorkbenchSupport", "StateRuntime", "LessonKit", "TestSupport"],
      swiftSettings: wholeModule),
    .testTarget(
      name: "LessonPacksTests", dependencies: ["LessonPacks", "LessonKit"], swiftSettings: wholeModule),
    .testTarget(
      name: "LessonsShellTests",
      dependencies: ["LessonsShell", "LessonPacks", "WorkbenchSupport", "TestSupport"],
      swiftSettings: wholeModule),
  ],
  swiftLanguageModes: [.v6]
)

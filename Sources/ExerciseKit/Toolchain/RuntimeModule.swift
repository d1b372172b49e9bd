import Foundation

/// A prebuilt `StateRuntime` module in the cache, ready to compile checks against.
package struct RuntimeModule: Sendable, Equatable {
  /// The folder with `StateRuntime.swiftmodule` and the library; pass it as `-I` and `-L`.
  package let directory: URL
  /// The cache key: SHA-256 of the runtime sources, the compiler and the build flags.
  package let key: String
  /// Whether this call built it (the first check after a runtime or toolchain change).
  package let builtNow: Bool
  /// The `lessons-supervisor` built with it (Linux), which check programs run under.
  package let supervisor: URL?
  /// How to link a check program without the driver, where the toolchain allows (``LinkRecipe``).
  let linkRecipe: LinkRecipe?
  /// What a run outside the sandbox must not change, beyond ``directory``: the checks'
  /// object cache and the check results (see ``UnsandboxedRun``); set by the workbench.
  package var trustedPaths: [URL] = []

  /// The cache folder it was found through (`<cache>/runtime/<key>` is ``directory``, links
  /// resolved): where the lock of runs outside the sandbox lives (``UnsandboxedRun``).
  package let cacheDirectory: URL

  /// - Parameter directory: `<cache>/runtime/<key>`; kept with links resolved, so that every
  ///   path a compile records (clang's modules record their own) is spelt one way, however
  ///   the cache was reached.
  init(directory: URL, key: String, builtNow: Bool, supervisor: URL?, linkRecipe: LinkRecipe? = nil) {
    self.cacheDirectory = directory.deletingLastPathComponent().deletingLastPathComponent()
    self.directory = directory.resolvingSymlinksInPath()
    self.key = key
    self.builtNow = builtNow
    self.supervisor = supervisor
    self.linkRecipe = linkRecipe
  }

  /// The clang module cache every sandboxed compile reads, read-only: built by the tool
  /// with the runtime (``ModuleCachePrewarm``), never written by code that is not ours.
  var moduleCacheDirectory: URL { directory.appendingPathComponent("ModuleCache", isDirectory: true) }

  /// The clang module cache of compiles that run without the sandbox: apart from
  /// ``moduleCacheDirectory``, which they could otherwise leave a module in.
  var unsandboxedModuleCacheDirectory: URL {
    directory.deletingLastPathComponent().appendingPathComponent(
      "\(key).unsandboxed-modules", isDirectory: true)
  }

  /// The compiler arguments that make a program import and link this module.
  var linkArguments: [String] {
    [
      "-I", directory.path, "-L", directory.path, "-lStateRuntime", "-Xlinker", "-rpath", "-Xlinker",
      directory.path,
    ] + pluginArguments
  }

  /// The folder of the prebuilt check harness (``RuntimeModuleCache/harnessFolder``).
  var harnessDirectory: URL {
    directory.appendingPathComponent(RuntimeModuleCache.harnessFolder, isDirectory: true)
  }

  /// The compiler arguments that make the checks import the prebuilt harness.
  var harnessImportArguments: [String] { ["-I", harnessDirectory.path] }

  /// The linker arguments of a check program: the runtime's and the prebuilt harness's.
  var checkLinkArguments: [String] {
    [
      "-L", directory.path, "-lStateRuntime", "-Xlinker", "-rpath", "-Xlinker", directory.path,
      "-l\(RuntimeModuleCache.protocolModule)",
      "-L", harnessDirectory.path, "-l\(RuntimeModuleCache.checkHarnessModule)",
      "-Xlinker", "-rpath", "-Xlinker", harnessDirectory.path,
    ]
  }

  /// The linker arguments of a `play` program: the runtime's library and the prebuilt driver's.
  var playLinkerArguments: [String] {
    [
      "-L", directory.path, "-lStateRuntime", "-l\(RuntimeModuleCache.protocolModule)",
      "-l\(RuntimeModuleCache.playDriverModule)",
      "-Xlinker", "-rpath", "-Xlinker", directory.path,
    ]
  }

  /// Whether the cache built `StateMacros` (it needs the plugin, and so the toolchain's SwiftSyntax).
  var hasStateMacro: Bool {
    FileManager.default.fileExists(
      atPath: directory.appendingPathComponent(StateMacroModule.moduleFileName).path)
  }

  /// Loads the `@Entry` macro's plugin when the module was built with it.
  var pluginArguments: [String] {
    let plugin = directory.appendingPathComponent(EntryMacroPlugin.libraryName)
    guard FileManager.default.fileExists(atPath: plugin.path) else { return [] }
    return ["-load-plugin-library", plugin.path]
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift compiler `lessons check` drives.
///
/// `$LESSONS_SWIFTC` wins when set (and must then be executable: a wrong override
/// is reported, not silently replaced); otherwise the first `swiftc` on `PATH`.
package struct Toolchain: Sendable, Equatable {
  /// The `swiftc` to run. Kept as found, not resolved: `swiftc` is often a symlink
  /// to a driver that picks its mode from the name it was started as.
  package let swiftc: URL

  /// Uses exactly this compiler.
  package init(swiftc: URL) {
    self.swiftc = swiftc
  }

  /// Finds `swiftc`, or throws ``ExerciseError/toolchainNotFound(override:searched:)`` saying how to fix it.
  package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(ExerciseError) -> Toolchain
  {
    if let override = environment["LESSONS_SWIFTC"], !override.isEmpty {
      guard isExecutableFile(override) else { throw .toolchainNotFound(override: override, searched: []) }
      return Toolchain(swiftc: URL(fileURLWithPath: override))
    }
    let searched = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    for directory in searched {
      let candidate = URL(fileURLWithPath: directory).appendingPathComponent("swiftc")
      if isExecutableFile(candidate.path) { return Toolchain(swiftc: resolvingDeveloperStub(candidate)) }
    }
    throw .toolchainNotFound(override: nil, searched: searched)
  }

  /// The compiler behind Apple's `/usr/bin/swiftc`, which is a stub: it runs the
  /// selected Xcode's compiler (`xcode-select`, `DEVELOPER_DIR`, `TOOLCHAINS`), so its
  /// own file neither changes when Xcode does nor sits next to that toolchain's
  /// `lib/swift/host` (where ``EntryMacroPlugin`` looks for SwiftSyntax). `xcrun --find
  /// swiftc` names the real one; any other `swiftc`, or an `xcrun` that fails, is kept.
  /// Where there is no `xcrun` (Linux) nothing is run.
  static func resolvingDeveloperStub(
    _ candidate: URL, stubs: Set<String> = ["/usr/bin/swiftc"],
    xcrun: URL = URL(fileURLWithPath: "/usr/bin/xcrun"), waitingAtMost seconds: Double = 10
  ) -> URL {
    guard stubs.contains(candidate.standardizedFileURL.path), isExecutableFile(xcrun.path) else {
      return candidate
    }
    let process = Process()
    process.executableURL = xcrun
    process.arguments = ["--find", "swiftc"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return candidate }
    // Bounded: a tool that hangs here would hang every command.
    let giveUp = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < giveUp { usleep(10_000) }
    if process.isRunning {
      process.terminate()
      return candidate
    }
    let found = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, found.hasPrefix("/"), isExecutableFile(found) else {
      return candidate
    }
    return URL(fileURLWithPath: found)
  }

  /// Identifies this compiler for the runtime cache key without running it: its
  /// resolved path, size and modification time change when the toolchain does
  /// (on macOS, of the compiler ``resolvingDeveloperStub(_:stubs:xcrun:waitingAtMost:)`` found).
  var fingerprint: String {
    let resolved = swiftc.resolvingSymlinksInPath().path
    var info = stat()
    guard stat(resolved, &info) == 0 else { return resolved }
    #if canImport(Darwin)
      let modified = info.st_mtimespec.tv_sec
    #else
      let modified = info.st_mtim.tv_sec
    #endif
    return "\(resolved)|\(info.st_size)|\(modified)"
  }

  /// The arguments that make `swiftc` link with the toolchain's own `lld` where it ships one.
  ///
  /// Linking a check program took 0.20 s with the system's gold and 0.09 s with lld
  /// (measured on this toolchain, Debian 12). On macOS the system linker is used.
  var fastLinkerArguments: [String] {
    #if os(Linux)
      let lld = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("ld.lld")
      return Self.isExecutableFile(lld.path) ? ["-use-ld=lld"] : []
    #else
      return []
    #endif
  }

  /// The `swift-frontend` beside the driver `swiftc` resolves to, and the ``FileStamp``s of
  /// both (so that a toolchain replaced in place is told apart): what ``CompileRecipe``s are
  /// learnt for. `nil` for a `swiftc` with no frontend beside it (a stand-in script), and on
  /// macOS, where recipes are not used yet.
  var frontend: (path: String, identity: String)? {
    #if os(Linux)
      let driver = swiftc.resolvingSymlinksInPath()
      let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend")
      guard Self.isExecutableFile(frontend.path), let driverStamp = FileStamp(path: driver.path),
        let frontendStamp = FileStamp(path: frontend.path)
      else { return nil }
      return (frontend.path, driverStamp.line + " " + frontendStamp.line)
    #else
      return nil
    #endif
  }

  private static func isExecutableFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
      && access(path, X_OK) == 0
  }
}

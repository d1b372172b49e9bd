import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sandbox every check and play program runs in where the machine allows it: bubblewrap.
///
/// `bwrap` (Debian's `bubblewrap`, the engine Flatpak is built on; see its manual,
/// bwrap(1)) starts the program in new user, PID, network, IPC, UTS and mount
/// namespaces, from a root that holds only what the program needs:
///
/// - `/usr` (and the `/bin`, `/lib`… links or folders the host has), the toolchain
///   and the folders the program's executable and libraries live in (the runtime
///   cache, the build folder), all read-only; the loader's `/etc/ld.so.cache`;
/// - a private `/proc` of its own PID namespace (no other process is visible, so
///   neither the tool's memory, descriptors nor terminal), a minimal `/dev`;
/// - a writable scratch folder of its own, created for the run and removed after
///   it, which is also `$HOME` and `$TMPDIR`; the root itself is remounted read-only,
///   so nothing else is writable: not the state directory, the cache, the results,
///   the progress marks or the checkout (none of which is even there);
/// - no network (only a loopback interface), no capabilities;
/// - a new session (`--new-session`: no controlling terminal, so no `TIOCSTI`), a
///   cleared environment (no `$TMUX`), and death with the tool (`--die-with-parent`).
///
/// The supervisor still runs inside (see ``SupervisorProgram``): it sets the memory
/// limit before the program's first instruction and reports a stop. A stop from the
/// tool kills `bwrap` itself, and with its PID namespace's first process gone the
/// kernel kills every process of the sandbox.
///
/// Where `bwrap` cannot run (not installed, no user namespaces, macOS), programs fall
/// back to the supervisor's isolation alone, said once on standard error; see
/// ``availability``.
struct BubblewrapSandbox: Sendable, Equatable {
  /// Whether this machine can sandbox, decided by one trivial `bwrap` run per process.
  enum Availability: Sendable, Equatable {
    /// `bwrap` at this path ran the probe.
    case available(String)
    /// Why not, in words for the fallback note.
    case unavailable(String)
  }

  /// The `bwrap` executable.
  var executable: String
  /// Folders the program reads beyond the system's: its executable's, its libraries', the toolchain's.
  var readOnlyFolders: [String]

  /// The environment variable that turns the sandbox off (`LESSONS_SANDBOX=off`), for
  /// tests of the fallback; the supervisor's own switches (`LESSONS_NO_PID_NAMESPACE`,
  /// `LESSONS_PID_NAMESPACE`) also choose the fallback, which is what they test.
  static let switchVariable = "LESSONS_SANDBOX"

  /// Variables of the tool's environment a sandboxed program still gets (everything
  /// else is dropped: `$TMUX`, `$SSH_AUTH_SOCK`, the state directory's path…).
  static let passedVariables = ["SWIFT_BACKTRACE", "LANG", "LC_ALL"]

  /// The sandbox for a program whose executable and libraries live in `folders`, or
  /// `nil` for the fallback (the workbench's environment turned it off, or `bwrap`
  /// cannot run here, which is announced once).
  static func forProgram(readOnlyFolders folders: [URL], environment: [String: String]) -> BubblewrapSandbox?
  {
    #if os(Linux)
      if environment[switchVariable] == "off" || environment["LESSONS_NO_PID_NAMESPACE"] != nil
        || environment["LESSONS_PID_NAMESPACE"] != nil
      {
        return nil
      }
      switch availability {
      case .available(let path):
        return BubblewrapSandbox(
          executable: path, readOnlyFolders: folders.map { $0.resolvingSymlinksInPath().path })
      case .unavailable(let reason):
        announceFallback(reason)
        return nil
      }
    #else
      return nil
    #endif
  }

  /// Decided on first use, then kept: a probe costs one sandbox start.
  static let availability: Availability = probe()

  /// What the fallback means, for the line on standard error and the README.
  static func fallbackNote(_ reason: String) -> String {
    "lessons: learner programs run without the bubblewrap sandbox (\(reason)); they still run under "
      + "the supervisor (own session, time and memory limits, nothing left running), but can see other "
      + "processes and write your files. Install bubblewrap (`scripts/ensure-deps`) for the full sandbox."
  }

  private static let announced = Mutex(false)

  private static func announceFallback(_ reason: String) {
    let first = announced.withLock { announced in
      defer { announced = true }
      return !announced
    }
    if first { FileHandle.standardError.write(Data((fallbackNote(reason) + "\n").utf8)) }
  }

  private static func probe() -> Availability {
    #if os(Linux)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      let candidates: [String] = path.split(separator: ":").map { "\($0)/bwrap" } + ["/usr/bin/bwrap"]
      guard let bwrap = candidates.first(where: { access($0, X_OK) == 0 }) else {
        return .unavailable("bwrap is not installed")
      }
      let sandbox = BubblewrapSandbox(executable: bwrap, readOnlyFolders: [])
      let scratch: String
      do {
        scratch = try makeScratchFolder()
      } catch {
        return .unavailable("no scratch folder: \(error)")
      }
      defer { removeScratchFolder(scratch) }
      let configuration = ChildProcess.Configuration(
        executable: bwrap, arguments: Array(sandbox.arguments(scratch: scratch).dropFirst()) + ["/bin/true"],
        environment: sandbox.environment(scratch: scratch, passing: [:]), timeout: 10, outputLimit: 4096)
      guard let outcome = try? ChildProcess(configuration: configuration).run() else {
        return .unavailable("bwrap at \(bwrap) could not be started")
      }
      guard outcome.termination == .exited(0) else {
        let said = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return .unavailable(
          "bwrap cannot make a sandbox here: \(said.isEmpty ? "\(outcome.termination)" : said)")
      }
      return .available(bwrap)
    #else
      return .unavailable("macOS has no bubblewrap")
    #endif
  }

  /// The command line up to the program: `bwrap` and its options, ending with `--`.
  func arguments(scratch: String) -> [String] {
    var arguments = [
      executable, "--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
      "--ro-bind", "/usr", "/usr",
    ]
    arguments += Self.rootEntries
    var bound = ["/usr"]
    for folder in readOnlyFolders
    where !bound.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") })
      && FileManager.default.fileExists(atPath: folder)
    {
      arguments += ["--ro-bind", folder, folder]
      bound.append(folder)
    }
    arguments += [
      "--proc", "/proc", "--dev", "/dev", "--bind", scratch, scratch, "--chdir", scratch,
      // Last: the root's own tmpfs (the mount points above) is not writable either.
      "--remount-ro", "/", "--",
    ]
    return arguments
  }

  /// The program's whole environment: a fixed one, `$HOME` and `$TMPDIR` at the scratch folder, and
  /// the ``passedVariables`` of `environment`.
  func environment(scratch: String, passing environment: [String: String]) -> [String: String] {
    var result = [
      "PATH": "/usr/bin:/bin", "HOME": scratch, "TMPDIR": scratch, "LANG": "C.UTF-8",
    ]
    for name in Self.passedVariables {
      if let value = environment[name] { result[name] = value }
    }
    return result
  }

  /// The host's `/bin`, `/lib`… as they are: a link into `/usr` (merged `/usr`) or a
  /// folder bound read-only; and the loader's cache.
  private static let rootEntries: [String] = {
    var entries: [String] = []
    for name in ["/bin", "/sbin", "/lib", "/lib64", "/lib32", "/libx32"] {
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: name) {
        entries += ["--symlink", target, name]
      } else if FileManager.default.fileExists(atPath: name) {
        entries += ["--ro-bind", name, name]
      }
    }
    for file in ["/etc/ld.so.cache", "/etc/localtime"] where FileManager.default.fileExists(atPath: file) {
      entries += ["--ro-bind", file, file]
    }
    return entries
  }()

  /// A fresh private folder for one run (mode 0700), named so that the build-folder
  /// sweep removes it when the tool was killed before it could.
  static func makeScratchFolder() throws(ExerciseError) -> String {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/\(BuildFolderSweeper.prefix)scratch-\(getpid())-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .cannotLaunch(path: base, reason: "no scratch folder: \(String(cString: strerror(errno)))")
    }
    return String(cString: made)
  }

  /// Removes a scratch folder and whatever the program left in it.
  static func removeScratchFolder(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }
}

import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sandbox every compile, link, check and play program runs in where the machine
/// allows it: bubblewrap.
///
/// `bwrap` (Debian's `bubblewrap`, the engine Flatpak is built on; see its manual,
/// bwrap(1)) starts the process in new user, PID, network, IPC, UTS and cgroup
/// namespaces, from a root that holds only what it needs:
///
/// - `/usr` (and the `/bin`, `/lib`… links or folders the host has), the toolchain
///   and the folders the process's executable and libraries live in (the runtime
///   cache, the build folder), all read-only; the loader's `/etc/ld.so.cache`;
/// - a private `/proc` of its own PID namespace (no other process is visible, so
///   neither the tool's memory, descriptors nor terminal) whose `/proc/sys` is
///   read-only; a minimal `/dev` (null, zero, full, random, urandom, tty, a private
///   `pts`), itself read-only, with a private `/dev/shm` of ``sharedMemoryBytes``,
///   which the program's memory limit counts (see ``ChildRunner``);
/// - one writable folder: a scratch folder made for a program's run and removed after
///   it, or the build folder a compile or link writes into; it is also `$HOME` and
///   `$TMPDIR`. The root itself is remounted read-only, so nothing else is writable: not
///   the state directory, the cache, the results, the progress marks or the checkout
///   (none of which is even there);
/// - no network (only a loopback interface), no capabilities;
/// - an unprivileged id: the user's own; when the tool runs as root, `nobody` (65534)
///   on the host too: `bwrap` is started through `setpriv` as `nobody`, so its user
///   namespace maps `nobody` to `nobody`. That needs every folder the sandbox binds to be
///   reachable by `nobody` (the cache under a `0700` home is not); where one is not, the
///   sandbox is `nobody` inside only, which bwrap maps to root outside (`65534 0 1`),
///   though without a single capability, and the tool says so once. (A namespace mapped
///   to `nobody` and handed over with `bwrap --userns` was tried: bwrap 0.8 then loses
///   `--die-with-parent` when it changes ids, and a stopped sandbox's processes lived on.)
///   `/proc/sys` is read-only either way, which is what root's id alone would still open;
/// - the system-call filter of ``SeccompFilter``;
/// - a new session (`--new-session`: no controlling terminal), a cleared environment
///   (no `$TMUX`), and death with the tool (`--die-with-parent`).
///
/// A program's supervisor still runs inside (see ``SupervisorProgram``): it sets the
/// memory limit before the program's first instruction and reports a stop. A stop from
/// the tool kills `bwrap` itself, and with its PID namespace's first process gone the
/// kernel kills every process of the sandbox.
///
/// Only the installed `bwrap` runs (``installedExecutable``, owned by root and writable
/// by nobody else), never one found on `PATH`. Where it cannot run (not installed, no
/// user namespaces, macOS) or the environment turns it off, the tool falls back to the
/// supervisor's isolation alone and says why once on standard error; see
/// ``availability`` and ``switchedOff(by:)``. What such a run may have changed is then
/// distrusted (``UnsandboxedRun``).
struct BubblewrapSandbox: Sendable, Equatable {
  /// Whether this machine can sandbox, decided by one trivial `bwrap` run per process.
  enum Availability: Sendable, Equatable {
    /// The sandbox, as probed (its executable, filter and namespace).
    case available(BubblewrapSandbox)
    /// Why not, in words for the fallback note.
    case unavailable(String)
  }

  /// The one `bwrap` the tool runs: Debian's, installed by `scripts/ensure-deps`.
  static let installedExecutable = "/usr/bin/bwrap"

  /// The descriptor `bwrap` reads the system-call filter from (`--seccomp`): above the
  /// supervisor's evidence descriptor (``ChildProcess/evidenceDescriptor``).
  static let seccompDescriptor: Int32 = 7
  /// The id a sandbox runs as when the tool is root: `nobody`.
  static let unprivilegedID: UInt32 = 65534

  /// What starts `bwrap` as ``unprivilegedID`` when the tool is root (util-linux).
  static let setprivExecutable = "/usr/bin/setpriv"

  /// Whether `bwrap` starts as `nobody` through `setpriv` (the tool is root and every
  /// folder bound is reachable by `nobody`).
  var asNobody = false

  /// The `bwrap` executable.
  var executable: String
  /// Folders the process reads beyond the system's: its executable's, its libraries', the toolchain's.
  var readOnlyFolders: [String]
  /// The BPF program of ``SeccompFilter``; `nil` only in tests of the command line.
  var filter: Data? = nil

  /// The size of the private `/dev/shm`.
  static let sharedMemoryBytes = 16 * 1024 * 1024

  /// The environment variable that turns the sandbox off (`LESSONS_SANDBOX=off`), for
  /// tests of the fallback; the supervisor's own switches (``supervisorSwitches``) also
  /// choose the fallback, which is what they test. Each is said on standard error.
  static let switchVariable = "LESSONS_SANDBOX"

  /// The supervisor's switches of its own isolation without the sandbox (see ``SupervisorProgram``).
  static let supervisorSwitches = ["LESSONS_NO_PID_NAMESPACE", "LESSONS_PID_NAMESPACE"]

  /// Every variable that chooses the isolation (``switchVariable`` and ``supervisorSwitches``),
  /// which the workbench hands on from its own environment to the children's.
  static let isolationVariables = [switchVariable] + supervisorSwitches

  /// The variable of `environment` that turns the sandbox off, if one does.
  static func switchedOff(by environment: [String: String]) -> String? {
    isolationVariables.first { name in
      name == switchVariable ? environment[name] == "off" : environment[name] != nil
    }
  }

  /// Variables of the tool's environment a sandboxed program still gets (everything
  /// else is dropped: `$TMUX`, `$SSH_AUTH_SOCK`, the state directory's path…).
  static let passedVariables = ["SWIFT_BACKTRACE", "LANG", "LC_ALL"]

  /// The sandbox for a process whose executable and libraries live in `folders`, or
  /// `nil` for the fallback (the workbench's environment turned it off, or `bwrap`
  /// cannot run here), which is announced once per process.
  static func forProgram(readOnlyFolders folders: [URL], environment: [String: String]) -> BubblewrapSandbox?
  {
    #if os(Linux)
      if let variable = switchedOff(by: environment) {
        announceFallback("\(variable)=\(environment[variable] ?? "") is set")
        return nil
      }
      switch availability {
      case .available(var sandbox):
        sandbox.readOnlyFolders = folders.map { $0.resolvingSymlinksInPath().path }
        if geteuid() == 0 {
          switch nobodyAvailability {
          case .available:
            let bound = sandbox.readOnlyFolders + [FileManager.default.temporaryDirectory.path]
            if let unreachable = bound.first(where: { !Self.isReachableByNobody($0) }) {
              announce(
                "lessons: the sandbox runs as nobody inside but as root outside (without any capability), "
                  + "because nobody cannot reach \(unreachable); put the cache (LESSONS_CACHE) and TMPDIR where "
                  + "others may read for the sandbox to be nobody on the host too.")
            } else {
              sandbox.asNobody = true
            }
          case .unavailable(let reason):
            announce(
              "lessons: the sandbox runs as nobody inside but as root outside (without any capability): \(reason)."
            )
          }
        }
        return sandbox
      case .unavailable(let reason):
        announceFallback(reason)
        return nil
      }
    #else
      announceFallback("macOS has no bubblewrap")
      return nil
    #endif
  }

  /// Decided on first use, then kept: a probe costs one sandbox start.
  static var availability: Availability { probed.availability }

  /// The probe's answers: whether a sandbox can run, and as root why it cannot start as
  /// `nobody` (`nil` when it can).
  private static let probed: (availability: Availability, nobodyFailure: String?) = probe()

  /// What the fallback means, for the line on standard error and the README.
  static func fallbackNote(_ reason: String) -> String {
    "lessons: code that is not ours (compiles, checks, played files, pack lessons) runs without the "
      + "bubblewrap sandbox (\(reason)); it still runs under the supervisor (own session, time and memory "
      + "limits, nothing left running), but can see other processes and write your files. Install "
      + "bubblewrap (`scripts/ensure-deps`) for the full sandbox."
  }

  private static let announced = Mutex(Set<String>())

  /// Says why code runs without the sandbox, once per process, on standard error.
  private static func announceFallback(_ reason: String) {
    announce(fallbackNote(reason))
  }

  /// Says `line` once per process on standard error.
  private static func announce(_ line: String) {
    let first = announced.withLock { $0.insert(line).inserted }
    if first { FileHandle.standardError.write(Data((line + "\n").utf8)) }
  }

  /// Whether `bwrap` can start as `nobody` through `setpriv` here (root only), decided once.
  static let nobodyAvailability: Availability = {
    guard geteuid() == 0, case .available(var sandbox) = availability else {
      return .unavailable("the tool is not root")
    }
    if let reason = probed.nobodyFailure { return .unavailable(reason) }
    sandbox.asNobody = true
    return .available(sandbox)
  }()

  /// Whether `nobody` can reach `path`: every folder on the way searchable by others, or
  /// `nobody`'s own and searchable by its owner (a build folder handed over before, see
  /// ``handOver(_:)``).
  static func isReachableByNobody(_ path: String) -> Bool {
    var current = ""
    for component in path.split(separator: "/") {
      current += "/\(component)"
      var info = stat()
      guard stat(current, &info) == 0 else { return false }
      guard info.st_mode & S_IFMT == S_IFDIR else { continue }
      let searchable =
        info.st_mode & S_IXOTH != 0 || (info.st_uid == unprivilegedID && info.st_mode & S_IXUSR != 0)
      if !searchable { return false }
    }
    return true
  }

  /// Whether `path` is a `bwrap` to trust: a regular file owned by root that no one else
  /// may write, in folders that no one but root may write either.
  static func trustworthiness(of path: String) -> String? {
    var folder = path
    while !folder.isEmpty {
      var info = stat()
      guard lstat(folder, &info) == 0 else { return "\(folder) is missing" }
      let kind = info.st_mode & S_IFMT
      if folder == path, kind != S_IFREG { return "\(path) is not a regular file" }
      if info.st_uid != 0 { return "\(folder) is not owned by root" }
      if info.st_mode & (S_IWGRP | S_IWOTH) != 0 && kind != S_IFLNK {
        return "\(folder) can be written by others than root"
      }
      folder = (folder as NSString).deletingLastPathComponent
      if folder == "/" { break }
    }
    return nil
  }

  private static func probe() -> (availability: Availability, nobodyFailure: String?) {
    #if os(Linux)
      let bwrap = installedExecutable
      guard access(bwrap, X_OK) == 0 else { return (.unavailable("\(bwrap) is not installed"), nil) }
      if let untrusted = trustworthiness(of: bwrap) {
        return (.unavailable("\(untrusted), so it is not used"), nil)
      }
      var sandbox = BubblewrapSandbox(executable: bwrap, readOnlyFolders: [])
      switch SeccompFilter.program {
      case .success(let program): sandbox.filter = program
      case .failure(let problem): return (.unavailable("no system-call filter: \(problem)"), nil)
      }
      // As root, one probe as `nobody` (the mode runs use where they can) answers both
      // questions when it works; the second is run only when it does not.
      var nobodyFailure: String?
      if geteuid() == 0 {
        if access(setprivExecutable, X_OK) != 0 {
          nobodyFailure = "\(setprivExecutable) is missing"
        } else if let untrusted = trustworthiness(of: setprivExecutable) {
          nobodyFailure = untrusted
        } else {
          var nobody = sandbox
          nobody.asNobody = true
          nobodyFailure = nobody.tryOnce().map { "bwrap cannot start as nobody: \($0)" }
          if nobodyFailure == nil { return (.available(sandbox), nil) }
        }
      }
      if let failure = sandbox.tryOnce() {
        return (.unavailable("bwrap cannot make a sandbox here: \(failure)"), nobodyFailure)
      }
      return (.available(sandbox), nobodyFailure)
    #else
      return (.unavailable("macOS has no bubblewrap"), nil)
    #endif
  }

  /// Runs `/bin/true` in this sandbox; why that failed, or `nil`.
  func tryOnce() -> String? {
    let folder: LockedFolder
    do {
      folder = try LockedFolder(kind: "probe")
    } catch {
      return "no scratch folder: \(error)"
    }
    defer { folder.remove() }
    let scratch = folder.url.path
    var configuration = ChildProcess.Configuration(
      executable: "/bin/true", arguments: [], environment: [:], timeout: 10, outputLimit: 4096)
    configuration.sandbox = self
    configuration.scratchFolder = scratch
    guard let outcome = try? ChildProcess(configuration: configuration).run() else {
      return "\(executable) could not be started"
    }
    guard outcome.termination == .exited(0) else {
      let said = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
      return said.isEmpty ? "\(outcome.termination)" : said
    }
    return nil
  }

  /// Makes `folder` and everything in it `nobody`'s when `bwrap` starts as `nobody`, so
  /// that the sandbox can write its one writable folder; a no-op otherwise. Links are not followed.
  func handOver(_ folder: String) {
    guard asNobody else { return }
    let id = Self.unprivilegedID
    // A program's scratch folder is `work` inside a locked folder of the tool's (0700,
    // see LockedFolder): `bwrap`, started as nobody, must pass through it to bind it.
    let parent = (folder as NSString).deletingLastPathComponent
    if (parent as NSString).lastPathComponent.hasPrefix(BuildFolderSweeper.prefix) {
      var info = stat()
      if lstat(parent, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid() {
        _ = chmod(parent, (info.st_mode & 0o7777) | S_IXOTH)
      }
    }
    _ = lchown(folder, id, id)
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
    while let name = enumerator.nextObject() as? String {
      _ = lchown("\(folder)/\(name)", id, id)
    }
  }

  /// The command line up to the program: `bwrap` and its options, ending with `--`.
  ///
  /// - Parameter scratch: the one writable folder, which is also the working directory.
  func arguments(scratch: String) -> [String] {
    let id = String(Self.unprivilegedID)
    var arguments =
      asNobody ? [Self.setprivExecutable, "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--"] : []
    arguments += [
      executable, "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
      "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--unshare-user",
    ]
    if geteuid() == 0 && !asNobody { arguments += ["--uid", id, "--gid", id] }
    if filter != nil { arguments += ["--seccomp", String(Self.seccompDescriptor)] }
    arguments += ["--ro-bind", "/usr", "/usr"]
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
      // /proc/sys read-only: the host's sysctls (bwrap's own cover of it is skipped where
      // it thinks it needless); a private /dev, read-only but for a small /dev/shm.
      "--proc", "/proc", "--ro-bind", "/proc/sys", "/proc/sys",
      "--dev", "/dev", "--size", String(Self.sharedMemoryBytes), "--tmpfs", "/dev/shm", "--remount-ro",
      "/dev",
      "--bind", scratch, scratch, "--chdir", scratch,
      // Last: the root's own tmpfs (the mount points above) is not writable either.
      "--remount-ro", "/", "--",
    ]
    return arguments
  }

  /// The process's whole environment: a fixed one, `$HOME` and `$TMPDIR` at the scratch folder, and
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
}

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A user namespace in which the sandbox's one id is the host's `nobody`, for a tool that
/// runs as root.
///
/// Run by root, `bwrap --unshare-user --uid 65534` maps the sandbox's 65534 to the
/// host's root (bwrap writes `65534 0 1`): the program then holds no capability, but it
/// is still root to every check that compares ids rather than capabilities, such as
/// writing `/proc/sys` (measured: `kernel.core_pattern` opened for writing). Root may
/// instead write any mapping for a namespace it made (user_namespaces(7)), so the tool
/// makes one whose 65534 is the host's 65534 and hands it to `bwrap --userns`: whatever
/// runs inside is `nobody` on the host too, and the files it writes are `nobody`'s.
///
/// The namespace is made once per process by `unshare --user` (util-linux, in every
/// Debian system), whose maps the tool writes, and kept open as a descriptor; the
/// helper process is gone at once.
enum UnprivilegedNamespace {
  /// The id the sandbox runs as, inside and (for root) outside: `nobody`.
  static let id: UInt32 = 65534

  /// A descriptor of the namespace (close-on-exec), or why there is none.
  static let descriptor: Result<Int32, SandboxUnavailable> = make()

  /// Whether sandboxes need the namespace: the tool runs as root.
  static var isNeeded: Bool { geteuid() == 0 }

  private static func make() -> Result<Int32, SandboxUnavailable> {
    #if os(Linux)
      let unshare = "/usr/bin/unshare"
      guard access(unshare, X_OK) == 0 else {
        return .failure(
          SandboxUnavailable(
            "\(unshare) (util-linux) is missing: the tool runs as root and needs it to run the sandbox as nobody"
          ))
      }
      var pid: pid_t = 0
      let words: [String] = [unshare, "--user", "--", "/bin/sleep", "30"]
      let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
      let envp: [UnsafeMutablePointer<CChar>?] = [nil]
      defer { for pointer in argv { free(pointer) } }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
      let spawned = posix_spawn(&pid, unshare, &actions, nil, argv, envp)
      guard spawned == 0 else {
        return .failure(
          SandboxUnavailable("\(unshare) could not start: \(String(cString: strerror(spawned)))"))
      }
      defer {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      }
      // The helper's namespace link changes once `unshare(CLONE_NEWUSER)` has returned.
      let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/user")) ?? ""
      let deadline = Date().addingTimeInterval(2)
      var ready = false
      while Date() < deadline {
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/ns/user"),
          link != own
        {
          ready = true
          break
        }
        usleep(500)
      }
      guard ready else {
        return .failure(SandboxUnavailable("`unshare --user` made no user namespace within 2 s"))
      }
      let map = "\(id) \(id) 1\n"
      guard write("deny", to: "/proc/\(pid)/setgroups"), write(map, to: "/proc/\(pid)/uid_map"),
        write(map, to: "/proc/\(pid)/gid_map")
      else {
        return .failure(
          SandboxUnavailable(
            "the user namespace's id maps could not be written: \(String(cString: strerror(errno)))"))
      }
      let opened = open("/proc/\(pid)/ns/user", O_RDONLY | O_CLOEXEC)
      // Kept above the fixed child descriptors (see ChildProcess), which a spawn dup2s onto.
      let descriptor = opened >= 0 ? fcntl(opened, F_DUPFD_CLOEXEC, 10) : -1
      if opened >= 0 { close(opened) }
      guard descriptor >= 0 else {
        return .failure(
          SandboxUnavailable("the user namespace could not be opened: \(String(cString: strerror(errno)))"))
      }
      return .success(descriptor)
    #else
      return .failure(SandboxUnavailable("user namespaces are Linux's"))
    #endif
  }

  private static func write(_ text: String, to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return Glibc.write(descriptor, text, text.utf8.count) == text.utf8.count
  }
}

/// Why the sandbox cannot be had here, in words that finish "…runs without the sandbox (REASON)".
struct SandboxUnavailable: Error, Equatable, Sendable, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program that leaves a daemon behind (`tmux new-session`) and waits for it.
///
/// Foundation's `Process` on Linux learns that a child exited when a socket it
/// handed the child closes; a daemon forked by the child inherits that socket and
/// keeps it open, so `waitUntilExit()` never returns. Here the child gets only
/// /dev/null and every other descriptor is closed, and `waitpid` does the waiting.
enum DetachedSpawn {
  @discardableResult
  static func run(_ executable: URL, _ arguments: [String]) throws -> Int32 {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in Int32(0)...2 {
      posix_spawn_file_actions_addopen(
        &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
    }
    let open = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")) ?? []
    for descriptor in open.compactMap(Int32.init) where descriptor > 2 && fcntl(descriptor, F_GETFD) != -1 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    // `environ` is not visible from Swift on every platform; pass the environment explicitly.
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for string in argv + envp { free(string) }
    }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, executable.path, &actions, nil, argv, envp)
    guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status
  }
}

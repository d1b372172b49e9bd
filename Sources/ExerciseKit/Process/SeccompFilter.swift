import Foundation

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(CSeccomp)
  import CSeccomp
#endif

/// The system-call filter every sandboxed process runs under (`bwrap --seccomp`), in the
/// manner of Flatpak's: what a SwiftUI program, the compiler and the linker never need,
/// and an escape does, fails with `EPERM`.
///
/// Written with libseccomp (seccomp_init(3), seccomp_rule_add(3), seccomp_export_bpf(3))
/// once per process as classic BPF for the native architecture, which `bwrap` loads
/// right before it executes the program (bwrap(1), `--seccomp FD`). Refused, as
/// Flatpak's `flatpak-run.c` refuses them:
///
/// - `ioctl` with `TIOCSTI` (push bytes into a terminal's input) or `TIOCLINUX`
///   (the same on a virtual console);
/// - new namespaces of any kind: `unshare`, `setns`, and `clone` with a `CLONE_NEW*`
///   flag; `clone3`, whose flags sit in memory a filter cannot read, answers `ENOSYS`,
///   so the C library falls back to `clone` (as under Flatpak). With `bwrap
///   --disable-userns` this is what keeps a program from a PID namespace of its own,
///   where `play`'s freeze between commands could not find it;
/// - `ptrace`, `process_vm_writev`, `perf_event_open`, `userfaultfd`, the `io_uring`
///   calls, `keyctl`/`add_key`/`request_key`, `bpf`;
/// - `personality` other than the plain Linux one (`PER_LINUX`, as Flatpak allows),
///   which could turn off address-space randomisation;
/// - `mount` and its kin (`umount2`, `pivot_root`, `chroot`, the new mount API), and
///   the administrator's calls (`kexec_*`, `*_module`, `acct`, `syslog`, `quotactl`,
///   `open_by_handle_at`).
///
/// `process_vm_readv` stays allowed: the Swift runtime's backtracer reads the crashed
/// program's memory with it, and a program may read its own.
enum SeccompFilter {
  /// The filter's BPF program, or why there is none (no libseccomp at build time, or it
  /// refused a rule); computed once per process.
  static let program: Result<Data, FilterError> = make()

  /// Why the filter could not be written, in words for the fallback note.
  struct FilterError: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// System calls refused outright.
  static let refused = [
    "unshare", "setns", "ptrace", "process_vm_writev", "perf_event_open", "userfaultfd", "keyctl", "add_key",
    "request_key", "io_uring_setup", "io_uring_enter", "io_uring_register", "bpf", "mount", "umount2",
    "pivot_root", "chroot", "move_mount", "open_tree", "fsopen", "fsconfig", "fsmount", "fspick",
    "mount_setattr", "kexec_load", "kexec_file_load", "init_module", "finit_module", "delete_module", "acct",
    "syslog", "quotactl", "open_by_handle_at", "lookup_dcookie", "uselib",
  ]

  /// `CLONE_NEWNS`, `NEWCGROUP`, `NEWUTS`, `NEWIPC`, `NEWUSER`, `NEWPID`, `NEWNET` and
  /// `NEWTIME` (linux/sched.h).
  static let namespaceFlags: [UInt64] = [
    0x0002_0000, 0x0200_0000, 0x0400_0000, 0x0800_0000, 0x1000_0000, 0x2000_0000, 0x4000_0000, 0x0000_0080,
  ]

  /// `TIOCSTI` and `TIOCLINUX` (asm-generic/ioctls.h).
  static let terminalRequests: [UInt64] = [0x5412, 0x541C]

  /// The one `personality` allowed, `PER_LINUX`; libseccomp compares an argument once
  /// per rule, so a second allowed value (the query) would need a rule that allows it
  /// after one that refuses everything else, which a filter of refusals cannot say.
  static let allowedPersonality: UInt64 = 0

  private static func make() -> Result<Data, FilterError> {
    #if canImport(CSeccomp)
      guard let context = seccomp_init(SCMP_ACT_ALLOW) else {
        return .failure(FilterError(description: "libseccomp could not start a filter"))
      }
      defer { seccomp_release(context) }
      let refuse = UInt32(0x0005_0000) | UInt32(EPERM)  // SCMP_ACT_ERRNO(EPERM)
      func add(_ name: String, action: UInt32, _ comparisons: [scmp_arg_cmp]) -> FilterError? {
        let number = seccomp_syscall_resolve_name(name)
        // A call this architecture does not have (`__NR_SCMP_ERROR`) needs no rule.
        guard number >= 0 else { return nil }
        let code = comparisons.withUnsafeBufferPointer {
          seccomp_rule_add_array(context, action, number, UInt32($0.count), $0.baseAddress)
        }
        return code == 0
          ? nil
          : FilterError(
            description: "libseccomp refused the rule for \(name): \(String(cString: strerror(-code)))")
      }
      func argument(_ index: UInt32, _ op: scmp_compare, _ a: UInt64, _ b: UInt64 = 0) -> scmp_arg_cmp {
        scmp_arg_cmp(arg: index, op: op, datum_a: a, datum_b: b)
      }
      var problems: [FilterError?] = refused.map { add($0, action: refuse, []) }
      // The request is an `unsigned long` whose upper half a caller may fill: compare the low 32 bits.
      problems += terminalRequests.map {
        add("ioctl", action: refuse, [argument(1, SCMP_CMP_MASKED_EQ, 0xffff_ffff, $0)])
      }
      // On x86_64 and arm64 the flags are clone's first argument.
      problems += namespaceFlags.map {
        add("clone", action: refuse, [argument(0, SCMP_CMP_MASKED_EQ, $0, $0)])
      }
      problems.append(add("clone3", action: UInt32(0x0005_0000) | UInt32(ENOSYS), []))
      problems.append(add("personality", action: refuse, [argument(0, SCMP_CMP_NE, allowedPersonality)]))
      if let problem = problems.compactMap({ $0 }).first { return .failure(problem) }

      guard let file = tmpfile() else {
        return .failure(FilterError(description: "no temporary file for the filter"))
      }
      defer { fclose(file) }
      let descriptor = fileno(file)
      let exported = seccomp_export_bpf(context, descriptor)
      guard exported == 0 else {
        return .failure(
          FilterError(
            description: "libseccomp could not write the filter: \(String(cString: strerror(-exported)))"))
      }
      let size = lseek(descriptor, 0, SEEK_END)
      guard size > 0, size % 8 == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
        return .failure(FilterError(description: "libseccomp wrote a filter of \(size) bytes"))
      }
      var bytes = [UInt8](repeating: 0, count: Int(size))
      let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard read == Int(size) else {
        return .failure(FilterError(description: "the filter could not be read back"))
      }
      return .success(Data(bytes))
    #else
      return .failure(FilterError(description: "this build has no libseccomp"))
    #endif
  }
}

import Foundation

/// Judges the learner's compiled object, not its source text: what it defines, what it
/// imports and which sections it has.
///
/// Attributes such as `@_cdecl`, `@_silgen_name`, `@_section` and `@_used` can be spelled
/// in ways a scanner of the text misses (a string literal it misreads, a macro, a
/// future spelling); what they produce cannot hide from the object file. The toolchain's
/// `llvm-objdump` (`-h -t`: section headers and symbol table) lists it, and the object
/// is refused when it
///
/// - defines a global symbol outside the module's own mangled namespace (a Swift name
///   that spells the module's length-prefixed name): a C name such as `write` would replace the C library's for the
///   whole program, and a mangled name of the checks' or the runtime's would stand in
///   for theirs. Weak hidden symbols (the compiler's own copies of inlinable library
///   code, one per object, merged by the linker) are not names a program can export;
/// - has a section that runs code around `main` (`.init_array`, `.preinit_array`,
///   `.ctors`, `.fini_array`, `.dtors`);
/// - imports a function that reads or writes another process or rewrites this one
///   (``forbiddenImports``).
///
/// See the ELF gABI (symbol binding and visibility, special sections) and llvm-objdump(1).
struct ObjectInspection {
  /// One reason to refuse the object, in words for the learner.
  struct Finding: Equatable, Sendable {
    var message: String
  }

  /// Functions a SwiftUI file never calls and an attack does: reading or writing
  /// another process's memory, tracing it, finding symbols by name, changing page
  /// protections, making namespaces.
  static let forbiddenImports: Set<String> = [
    "ptrace", "process_vm_readv", "process_vm_writev", "syscall", "dlopen", "dlmopen", "dlsym", "dlvsym",
    "mprotect", "pkey_mprotect", "personality", "unshare", "setns", "mount", "umount", "umount2",
    "pivot_root", "chroot", "memfd_create", "prctl", "seccomp", "kcmp", "pidfd_open", "pidfd_getfd",
    "pidfd_send_signal", "mmap", "mmap64", "mremap", "remap_file_pages",
  ]

  /// Section names (or prefixes, before a `.` priority suffix) that run code before or after `main`.
  static let forbiddenSections = [".init_array", ".preinit_array", ".ctors", ".fini_array", ".dtors"]

  /// `llvm-objdump` beside `swiftc` (resolved through links), else on `PATH`; `nil` when there is none.
  static func objdump(for toolchain: Toolchain, environment: [String: String]) -> URL? {
    let beside = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("llvm-objdump")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("llvm-objdump")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Runs `objdump` on `object` and returns what is refused in it (empty when nothing is).
  ///
  /// - Throws: ``ExerciseError/cannotLaunch(path:reason:)`` when the tool cannot run or
  ///   cannot read the object: an object nobody could inspect is not run.
  /// - Parameter allowed: global names the object may define outside its namespace
  ///   (a play program's `main`).
  static func inspect(
    object: URL, module: String, allowing allowed: Set<String> = [], objdump: URL,
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> [Finding] {
    let outcome = try ChildProcess(
      configuration: .init(
        executable: objdump.path, arguments: ["-h", "-t", object.path], timeout: 30,
        outputLimit: 16 * 1024 * 1024)
    ).run(cancellation: cancellation)
    if outcome.termination == .cancelled { throw .cancelled }
    guard outcome.termination == .exited(0), outcome.droppedOutputBytes == 0 else {
      throw .cannotLaunch(
        path: objdump.path,
        reason:
          "it could not read the compiled file \(object.lastPathComponent): \(outcome.output.prefix(500))")
    }
    return findings(inObjdump: outcome.output, module: module, allowing: allowed)
  }

  /// What is refused, from the text of `llvm-objdump -h -t`.
  static func findings(inObjdump text: String, module: String, allowing allowed: Set<String> = [])
    -> [Finding]
  {
    var findings: [Finding] = []
    var seen = Set<String>()
    func add(_ key: String, _ message: String) {
      if seen.insert(key).inserted { findings.append(Finding(message: message)) }
    }
    var inSymbols = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("SYMBOL TABLE:") {
        inSymbols = true
        continue
      }
      if !inSymbols {
        // " 46 .init_array   00000008 0000000000000000 DATA"
        let fields = line.split(separator: " ")
        if fields.count >= 2, Int(fields[0]) != nil, let name = fields.dropFirst().first,
          isForbiddenSection(String(name))
        {
          add(
            "section \(name)",
            "it has a `\(name)` section, whose code would run before or after the checks, where they cannot see it"
          )
        }
        continue
      }
      guard let symbol = Symbol(objdumpLine: line) else { continue }
      if symbol.isUndefined {
        if forbiddenImports.contains(symbol.name) {
          add(
            "import \(symbol.name)",
            "it calls `\(symbol.name)`, which reaches into processes or memory beyond your own code")
        }
      } else if symbol.isExported, !isInNamespace(symbol.name, module: module), !allowed.contains(symbol.name)
      {
        add(
          "symbol \(symbol.name)",
          "it defines the global symbol `\(symbol.name)`, outside your module's own names, which would replace "
            + "that name for the whole program (the checks and the runtime included)")
      }
    }
    return findings
  }

  static func isForbiddenSection(_ name: String) -> Bool {
    forbiddenSections.contains { name == $0 || name.hasPrefix($0 + ".") }
  }

  /// Whether `name` is one of `module`'s mangled names: a Swift name (`$s…`) that spells
  /// the module (`<len><module>`): its own declarations (`$s<len><module>…`), and its
  /// extensions of types from elsewhere, constrained ones included
  /// (`$s12StateRuntime8ViewHostV<len><module>…E…`), which the interface check judges.
  static func isInNamespace(_ name: String, module: String) -> Bool {
    name.hasPrefix("$s") && name.contains("\(module.utf8.count)\(module)")
  }

  /// One line of `llvm-objdump -t`: `ADDRESS FLAGS SECTION\tSIZE [VISIBILITY] NAME`.
  struct Symbol: Equatable {
    var flags: String
    var section: String
    var visibility: String?
    var name: String

    var isUndefined: Bool { section == "*UND*" }

    /// Global or unique binding, or weak and still visible outside the program's own link.
    var isExported: Bool {
      let binding = flags.first ?? " "
      let weak = flags.dropFirst().first == "w"
      if binding == "l" { return false }
      if weak { return visibility != ".hidden" && visibility != ".internal" }
      return binding == "g" || binding == "u"
    }

    init?(objdumpLine line: Substring) {
      let halves = line.split(separator: "\t", maxSplits: 1)
      guard halves.count == 2 else { return nil }
      let left = halves[0]
      // 16 hex digits, a space, 7 flag characters, a space, the section.
      guard left.count > 25, left.prefix(16).allSatisfy(\.isHexDigit) else { return nil }
      flags = String(left.dropFirst(17).prefix(7))
      section = String(left.dropFirst(25))
      var right = halves[1].drop { $0 != " " }.dropFirst()
      if right.first == "." {
        let word = right.prefix { $0 != " " }
        visibility = String(word)
        right = right.dropFirst(word.count).dropFirst()
      }
      name = String(right)
      guard !name.isEmpty else { return nil }
    }
  }
}

import Foundation
import WorkbenchSupport

/// Judges the learner's compiled object, not its source text: what it defines, what it
/// imports, which sections it has and which libraries it asks the linker for.
///
/// Attributes such as `@_cdecl`, `@_silgen_name`, `@_section` and `@_used` can be spelled
/// in ways a scanner of the text misses (a string literal it misreads, a macro, a
/// future spelling); what they produce cannot hide from the object file, which
/// ``ELFObject`` reads in process, every section of it. The object is refused when it
///
/// - defines a global symbol outside the module's own mangled namespace (a Swift name
///   that spells the module's length-prefixed name): a C name such as `write` would replace the C library's for the
///   whole program, and a mangled name of the checks' or the runtime's would stand in
///   for theirs. Weak hidden symbols (the compiler's own copies of inlinable library
///   code, one per object, merged by the linker) are not names a program can export;
/// - has a section that runs code around `main` (`.init`, `.init_array`, `.preinit_array`,
///   `.ctors`, `.fini`, `.fini_array`, `.dtors`, with or without a priority suffix, or
///   of an init or fini array's type), executable code outside `.text`, or a section
///   `swiftc` does not write (``knownSections``);
/// - asks the linker for anything but the runtime's and Swift's own libraries in its
///   autolink entries (``allowedLibraries``): they are linker options, and
///   `-Wl,--defsym=…` would fake a pass, `-Wl,-Map=…` write a file anywhere;
/// - imports a function that reads or writes another process or rewrites this one
///   (``forbiddenImports``).
///
/// An object it cannot read (not ELF, cut short, too big) is refused too: what cannot be
/// judged is not run. Only ELF objects are read; on macOS the driver links Mach-O
/// objects, whose linker options (`LC_LINKER_OPTION`) nothing here filters, and the
/// inspection is not run (see ``ExerciseWorkbench/inspectObject(_:module:allowing:notes:)``).
///
/// See the ELF gABI (symbol binding and visibility, special sections).
struct ObjectInspection {
  /// One reason to refuse the object, in words for the learner.
  struct Finding: Equatable, Sendable {
    var message: String
    /// Text the learner's file may hold where the finding comes from (an autolink
    /// entry), to point at its line.
    var quoted: String? = nil
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
  static let forbiddenSections = [
    ".init", ".preinit_array", ".init_array", ".ctors", ".fini", ".fini_array", ".dtors",
  ]

  /// The sections `swiftc` writes for a SwiftUI file, by exact name.
  ///
  /// Found, not guessed: every section of the objects swiftc 6.3.1 (Linux x86_64) wrote
  /// for every shipped exercise's starter and solution, its checks compiled against
  /// each, the course's lesson files and the Tests/Fixtures/PlayCorpus files, compiled
  /// against the runtime cache as `check` and `play` do, plus a probe of the language
  /// features those lack (a protocol, a multi-payload and an indirect enum, an actor,
  /// SIMD, regex literals, task groups). Relocation sections (`.rela<name>`) follow
  /// the section they relocate. Swift's own metadata sections are listed in
  /// swift/lib/IRGen (`swift5_*`); the ones refused here (`swift5_replace`,
  /// `swift5_replac2`: dynamic replacement, `swift5_accessible_functions`: distributed
  /// actors) are what a SwiftUI file never needs and an attack could.
  static let knownSections: Set<String> = [
    "", ".text", ".rodata", ".data", ".bss", ".eh_frame", ".note.GNU-stack", ".symtab", ".strtab",
    ".shstrtab",
    ".symtab_shndx", ".group", ".comment", ".llvm_addrsig", ".swift_modhash", ELFObject.autolinkSectionName,
    ".linker-options", "swift5_typeref", "swift5_reflstr", "swift5_fieldmd", "swift5_assocty",
    "swift5_capture",
    "swift5_builtin", "swift5_protocols", "swift5_protocol_conformances", "swift5_type_metadata",
    "swift5_mpenum", "swift5_entry",
  ]

  /// Prefixes of the sections `swiftc` writes one per function or constant (`.text.$s…`,
  /// `.rodata.str1.1`), found as ``knownSections`` were.
  static let knownSectionPrefixes = [".text.", ".rodata.", ".data.", ".bss."]

  /// The libraries an autolink entry may name (`-lswiftCore`): the runtime's own, and
  /// those Swift's standard libraries and Foundation link.
  ///
  /// Found as ``knownSections`` were: the entries of every object compiled there (the
  /// same eighteen in each), plus the runtime's modules (linked by the tool's own
  /// arguments, so naming them changes nothing) and RegexBuilder, the one toolchain
  /// library of the regex family a file imports by name.
  static let allowedLibraries: Set<String> = [
    "swiftCore", "swift_Concurrency", "swift_StringProcessing", "swift_RegexParser", "swiftRegexBuilder",
    "swiftObservation", "swiftSynchronization", "swiftSwiftOnoneSupport", "swiftGlibc", "swiftDispatch",
    "dispatch", "BlocksRuntime", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "m", "pthread", "util", "dl", "StateRuntime", "LessonsProtocol", "LessonsPlayDriver",
    "LessonsCheckHarness",
  ]

  /// Whether the linker may be handed `entry`: `-l` and an allowed library, nothing else.
  static func isAllowedAutolinkEntry(_ entry: String) -> Bool {
    entry.hasPrefix("-l") && allowedLibraries.contains(String(entry.dropFirst(2)))
  }

  /// The refusal of the autolink entry `entry`.
  static func autolinkFinding(_ entry: String) -> Finding {
    Finding(
      message: "it asks the linker for `\(VisibleText.escapingControls(entry))` (in its "
        + "`\(ELFObject.autolinkSectionName)` section); only `-l` and a library of the runtime or of Swift "
        + "(such as `-lswiftCore`, `-lFoundation`) may be linked",
      quoted: entry)
  }

  /// Reads `object` and returns what is refused in it (empty when nothing is); an object
  /// it cannot read is one finding.
  ///
  /// - Parameter allowed: global names the object may define outside its namespace
  ///   (a play program's `main`).
  static func inspect(object: URL, module: String, allowing allowed: Set<String> = []) -> [Finding] {
    do {
      return findings(in: try ELFObject.read(object), module: module, allowing: allowed)
    } catch {
      return [
        Finding(message: "the compiled file \(object.lastPathComponent) cannot be judged: \(error.message)")
      ]
    }
  }

  /// What is refused in `object`.
  static func findings(in object: ELFObject, module: String, allowing allowed: Set<String> = []) -> [Finding]
  {
    var findings: [Finding] = []
    var seen = Set<String>()
    func add(_ key: String, _ message: String, quoted: String? = nil) {
      if seen.insert(key).inserted { findings.append(Finding(message: message, quoted: quoted)) }
    }
    for section in object.sections {
      let name = section.name
      let shown = VisibleText.escapingControls(name)
      let relocated = relocatedSection(name)
      if isForbiddenSection(relocated) || section.runsAroundMain {
        add(
          "section \(name)",
          "it has a `\(shown)` section, whose code would run before or after the checks, where they cannot see it"
        )
      } else if section.isExecutable && !(relocated == ".text" || relocated.hasPrefix(".text.")) {
        add("section \(name)", "it has code in a `\(shown)` section, where Swift never puts code")
      } else if !isKnownSection(relocated) {
        add("section \(name)", "it has a `\(shown)` section, which swiftc never writes for a SwiftUI file")
      } else if name == ".linker-options", section.size > 0 {
        add("section \(name)", "it has linker options in a `.linker-options` section")
      }
    }
    for entry in object.autolinkEntries where !isAllowedAutolinkEntry(entry) {
      let finding = autolinkFinding(entry)
      add("autolink \(entry)", finding.message, quoted: entry)
    }
    for symbol in object.symbols {
      let shown = VisibleText.escapingControls(symbol.name)
      if symbol.isUndefined {
        if forbiddenImports.contains(symbol.name) {
          add(
            "import \(symbol.name)",
            "it calls `\(shown)`, which reaches into processes or memory beyond your own code")
        }
      } else if symbol.isExported, !isInNamespace(symbol.name, module: module), !allowed.contains(symbol.name)
      {
        add(
          "symbol \(symbol.name)",
          "it defines the global symbol `\(shown)`, outside your module's own names, which would replace "
            + "that name for the whole program (the checks and the runtime included)")
      }
    }
    return findings
  }

  /// The section a relocation section (`.rela.text.f`, `.relaswift5_types`) relocates; `name` itself otherwise.
  static func relocatedSection(_ name: String) -> String {
    for prefix in [".rela", ".rel"] where name.hasPrefix(prefix) && name.count > prefix.count {
      return String(name.dropFirst(prefix.count))
    }
    return name
  }

  static func isKnownSection(_ name: String) -> Bool {
    knownSections.contains(name) || knownSectionPrefixes.contains { name.hasPrefix($0) }
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
}

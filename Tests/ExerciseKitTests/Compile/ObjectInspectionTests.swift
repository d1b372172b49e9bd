import Foundation
import Testing

@testable import ExerciseKit

/// A relocatable ELF64 object built byte by byte: what the reader and the inspection
/// meet in a real one, and what no compiler would write.
struct SyntheticELF {
  struct Section {
    var name: String
    var type: UInt32 = 1
    var flags: UInt64 = 0x2
    var data: [UInt8] = []
  }

  struct Symbol {
    var name: String
    /// Binding in the high four bits, type in the low four.
    var info: UInt8 = 0x12
    var other: UInt8 = 0
    var section: UInt16 = 1
  }

  var sections: [Section] = [.init(name: ".text", flags: 0x6, data: [0xc3])]
  var symbols: [Symbol] = []
  /// Write the section count as extended numbering does (in section 0), as with 0xff00 or more sections.
  var extendedNumbering = false

  func bytes() -> [UInt8] {
    var out = [UInt8](repeating: 0, count: 64)
    func append(_ value: UInt64, _ size: Int, to bytes: inout [UInt8]) {
      for index in 0..<size { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
    var names: [UInt8] = [0]
    func name(_ text: String) -> UInt64 {
      let offset = UInt64(names.count)
      names += Array(text.utf8) + [0]
      return offset
    }
    var strings: [UInt8] = [0]
    var symbolTable = [UInt8](repeating: 0, count: 24)
    for symbol in symbols {
      append(UInt64(strings.count), 4, to: &symbolTable)
      strings += Array(symbol.name.utf8) + [0]
      symbolTable += [symbol.info, symbol.other]
      append(UInt64(symbol.section), 2, to: &symbolTable)
      append(0, 16, to: &symbolTable)
    }
    // (name offset, type, flags, data offset, size, link, entry size)
    var headers: [(UInt64, UInt32, UInt64, UInt64, UInt64, UInt64, UInt64)] = []
    for section in sections {
      headers.append(
        (name(section.name), section.type, section.flags, UInt64(out.count), UInt64(section.data.count), 0, 0)
      )
      out += section.data
    }
    let stringsIndex = UInt64(sections.count + 1)
    let namesIndex = UInt64(sections.count + 3)
    headers.append((name(".strtab"), 3, 0, UInt64(out.count), UInt64(strings.count), 0, 0))
    out += strings
    headers.append((name(".symtab"), 2, 0, UInt64(out.count), UInt64(symbolTable.count), stringsIndex, 24))
    out += symbolTable
    let namesName = name(".shstrtab")
    headers.append((namesName, 3, 0, UInt64(out.count), UInt64(names.count), 0, 0))
    out += names
    let tableOffset = UInt64(out.count)
    let count = UInt64(headers.count + 1)
    var table: [UInt8] = []
    append(0, 32, to: &table)
    append(extendedNumbering ? count : 0, 8, to: &table)
    append(extendedNumbering ? namesIndex : 0, 4, to: &table)
    append(0, 20, to: &table)
    for header in headers {
      append(header.0, 4, to: &table)
      append(UInt64(header.1), 4, to: &table)
      append(header.2, 8, to: &table)
      append(0, 8, to: &table)
      append(header.3, 8, to: &table)
      append(header.4, 8, to: &table)
      append(header.5, 4, to: &table)
      append(0, 4, to: &table)
      append(1, 8, to: &table)
      append(header.6, 8, to: &table)
    }
    out += table
    var header: [UInt8] = [0x7f, 0x45, 0x4c, 0x46, 2, 1, 1] + [UInt8](repeating: 0, count: 9)
    append(1, 2, to: &header)  // ET_REL
    append(62, 2, to: &header)  // x86-64
    append(1, 4, to: &header)
    append(0, 16, to: &header)
    append(tableOffset, 8, to: &header)
    append(0, 4, to: &header)
    append(64, 2, to: &header)
    append(0, 4, to: &header)
    append(64, 2, to: &header)
    append(extendedNumbering ? 0 : count, 2, to: &header)
    append(extendedNumbering ? 0xffff : namesIndex, 2, to: &header)
    out.replaceSubrange(0..<64, with: header)
    return out
  }
}

/// Reading an ELF object in process, and what is refused in it.
struct ObjectInspectionTests {
  static let module = CheckBuild.submissionModule

  static func findings(_ elf: SyntheticELF, module: String = module, allowing: Set<String> = []) throws
    -> [String]
  {
    ObjectInspection.findings(in: try ELFObject.parse(elf.bytes()), module: module, allowing: allowing).map(
      \.message)
  }

  @Test func theModulesOwnNamesAndTheCompilersCopiesPass() throws {
    var elf = SyntheticELF()
    elf.sections += [
      .init(name: ".rodata.str1.1", flags: 0x32), .init(name: "swift5_typeref"),
      .init(name: ".relaswift5_fieldmd", type: 4, flags: 0x40),
      .init(name: ".rela.text.$s18ExerciseSubmission5ModelV1xSivg", type: 4, flags: 0x40),
      .init(
        name: ".swift1_autolink_entries", flags: 0x8000_0000, data: Array("-lswiftCore\0-lFoundation\0".utf8)),
      .init(name: ".bss", type: 8, flags: 0x3),
    ]
    elf.symbols = [
      .init(name: "$s18ExerciseSubmission5ModelV1xSivg", other: 3),
      .init(name: "$sSi18ExerciseSubmissionE7doubledSivg"),
      .init(name: "$s12StateRuntime8ViewHostV18ExerciseSubmissionAD5ProbeVRszrlE7elementyF"),
      .init(name: "$ss27_finalizeUninitializedArrayySayxGABnlF", info: 0x22, other: 2),
      .init(name: "helper", info: 0x02),
      .init(name: "swift_retain", info: 0x10, section: 0),
    ]
    #expect(try Self.findings(elf).isEmpty)
    #expect(try ELFObject.parse(elf.bytes()).autolinkEntries == ["-lswiftCore", "-lFoundation"])
  }

  @Test func aCSymbolAForeignNameAConstructorAndAPtraceAreRefused() throws {
    var elf = SyntheticELF()
    elf.sections += [
      .init(name: ".init_array", type: 14, flags: 0x3), .init(name: ".ctors.00100", flags: 0x3),
    ]
    elf.symbols = [
      .init(name: "write", other: 3), .init(name: "$s14ExerciseChecks3runyyF"),
      .init(name: "free", info: 0x22),
      .init(name: "ptrace", info: 0x10, section: 0), .init(name: "process_vm_writev", info: 0x10, section: 0),
    ]
    let messages = try Self.findings(elf)
    #expect(messages.count == 7, "\(messages)")
    for word in [
      "`write`", "ExerciseChecks", "`free`", ".init_array", ".ctors.00100", "`ptrace`", "process_vm_writev",
    ] {
      #expect(messages.contains { $0.contains(word) }, "\(word)")
    }
  }

  /// Code around `main` by any name or type, code outside `.text`, a section swiftc never
  /// writes, and linker options: each is refused.
  @Test(arguments: [
    (SyntheticELF.Section(name: ".init", flags: 0x6, data: [0xc3]), ".init"),
    (SyntheticELF.Section(name: ".fini", flags: 0x6), ".fini"),
    (SyntheticELF.Section(name: ".preinit_array", type: 16, flags: 0x3), ".preinit_array"),
    (SyntheticELF.Section(name: ".fini_array.00200", type: 15, flags: 0x3), ".fini_array.00200"),
    (SyntheticELF.Section(name: ".dtors", flags: 0x3), ".dtors"),
    (SyntheticELF.Section(name: "swift5_types", type: 14, flags: 0x3), "swift5_types"),
    (SyntheticELF.Section(name: ".rela.init_array", type: 4, flags: 0x40), ".rela.init_array"),
    (SyntheticELF.Section(name: "swift5_typeref", flags: 0x6), "where Swift never puts code"),
    (SyntheticELF.Section(name: "lessons_unknown", flags: 0x2), "swiftc never writes"),
    (SyntheticELF.Section(name: ".deplibs", type: 0x6fff_4c04), "swiftc never writes"),
    (SyntheticELF.Section(name: "swift5_replace", flags: 0x2), "swiftc never writes"),
    (
      SyntheticELF.Section(
        name: ".linker-options", type: 0x6fff_4c01, flags: 0x8000_0000, data: Array("-x\0y\0".utf8)),
      "linker options"
    ),
    (
      SyntheticELF.Section(
        name: ".swift1_autolink_entries", data: Array("-lswiftCore\0-Wl,--defsym=main=f\0".utf8)),
      "-Wl,--defsym=main=f"
    ),
    (
      SyntheticELF.Section(name: ".swift1_autolink_entries", data: Array("--ld-path=/tmp/x\0".utf8)),
      "--ld-path=/tmp/x"
    ),
    (SyntheticELF.Section(name: ".swift1_autolink_entries", data: Array("-lcurl\0".utf8)), "-lcurl"),
  ])
  func whatIsNotSwiftsOwnIsRefused(section: SyntheticELF.Section, word: String) throws {
    var elf = SyntheticELF()
    elf.sections.append(section)
    let messages = try Self.findings(elf)
    #expect(messages.count == 1 && messages[0].contains(word), "\(messages)")
  }

  @Test func aPlayProgramMayDefineItsMain() throws {
    var elf = SyntheticELF()
    elf.symbols = [.init(name: "main")]
    #expect(try Self.findings(elf, module: "PlayedFile", allowing: ["main"]).isEmpty)
    #expect(try Self.findings(elf, module: "PlayedFile").count == 1)
  }

  /// 200,000 symbols and 70,000 sections (extended numbering) are read whole, in well
  /// under the time a check takes; the one foreign name among them is found.
  @Test func aHugeObjectIsJudgedWhole() throws {
    var elf = SyntheticELF()
    elf.extendedNumbering = true
    elf.sections += (0..<70_000).map { SyntheticELF.Section(name: ".text.f\($0)", flags: 0x6) }
    elf.symbols = (0..<200_000).map { SyntheticELF.Symbol(name: "$s18ExerciseSubmission1fyyF\($0)") }
    elf.symbols.append(.init(name: "write"))
    let bytes = elf.bytes()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-elf-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("huge.o")
    try Data(bytes).write(to: file)
    let object = try ELFObject.read(file)
    #expect(object.sections.count == 70_005)
    #expect(object.symbols.count == 200_001)
    let messages = ObjectInspection.inspect(object: file, module: Self.module).map(\.message)
    #expect(messages.count == 1 && messages[0].contains("`write`"), "\(messages)")
  }

  /// Every cut of a valid object, and bytes changed at random, give an error or an
  /// object: never a crash or a hang.
  @Test func aMalformedObjectIsAnErrorNeverACrash() throws {
    var elf = SyntheticELF()
    elf.sections.append(.init(name: ".swift1_autolink_entries", data: Array("-lswiftCore\0".utf8)))
    elf.symbols = [.init(name: "$s18ExerciseSubmission1fyyF"), .init(name: "write", info: 0x10, section: 0)]
    let bytes = elf.bytes()
    #expect(throws: Never.self) { try ELFObject.parse(bytes) }
    for length in 0..<bytes.count {
      #expect(throws: ELFObject.ReadError.self) { try ELFObject.parse(Array(bytes.prefix(length))) }
    }
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<3_000 {
      var changed = bytes
      for _ in 0..<Int.random(in: 1...8, using: &generator) {
        changed[Int.random(in: 0..<changed.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      _ = try? ELFObject.parse(changed)
    }
  }

  /// What cannot be read is one finding on the learner's file, not an error of the tool.
  @Test func anObjectThatCannotBeReadIsAFinding() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-elf-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.o")
    try Data("#!/bin/sh\necho not an object\n".utf8).write(to: script)
    let link = folder.appendingPathComponent("link.o")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: script)
    let fifo = folder.appendingPathComponent("fifo.o")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let big = folder.appendingPathComponent("big.o")
    let bytes = SyntheticELF().bytes()
    try Data(bytes).write(to: big)
    #expect(throws: ELFObject.ReadError.tooLarge(size: bytes.count, limit: 10)) {
      try ELFObject.read(big, sizeLimit: 10)
    }
    for (file, words) in [
      (script, "not a 64-bit"), (link, "could not be opened"), (fifo, "not a regular file"),
    ] {
      let messages = ObjectInspection.inspect(object: file, module: Self.module).map(\.message)
      #expect(
        messages.count == 1 && messages[0].contains(words) && messages[0].contains(file.lastPathComponent),
        "\(messages)")
    }
  }
}

/// A deterministic generator (SplitMix64), so a failure repeats.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }
}

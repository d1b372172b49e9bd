import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a 64-bit little-endian ELF relocatable object holds that the tool judges: its
/// sections (name, type, flags), its symbols and its autolink entries.
///
/// Read in process, from the file's bytes, so that no output limit of another program
/// stands between the object and the judgement (a 200,000-symbol table once overflowed
/// `llvm-objdump`'s). Every offset and count is checked against the file's size before
/// it is used, every loop is bounded by a count the file's size bounds, and the file is
/// read region by region (the header, the section table, the string and symbol tables,
/// the autolink section), never past its end. Anything this cannot read is a
/// ``ReadError``, never a crash or a hang.
///
/// See the ELF gABI (the ELF header, sections, symbol table, extended section numbering).
struct ELFObject: Equatable {
  /// One section header, with its name.
  struct Section: Equatable {
    var name: String
    var type: UInt32
    var flags: UInt64
    var offset: UInt64
    var size: UInt64

    /// `SHF_EXECINSTR`: the section holds machine code.
    var isExecutable: Bool { flags & 0x4 != 0 }
    /// `SHT_INIT_ARRAY`, `SHT_FINI_ARRAY`, `SHT_PREINIT_ARRAY`: pointers the loader calls
    /// around `main`, whatever the section's name.
    var runsAroundMain: Bool { (14...16).contains(type) }
  }

  /// One symbol of the symbol table.
  struct Symbol: Equatable {
    var name: String
    /// `STB_LOCAL` (0), `STB_GLOBAL` (1), `STB_WEAK` (2), `STB_GNU_UNIQUE` (10).
    var binding: UInt8
    /// `STV_DEFAULT` (0), `STV_INTERNAL` (1), `STV_HIDDEN` (2), `STV_PROTECTED` (3).
    var visibility: UInt8
    /// `SHN_UNDEF`: the object uses the symbol and another file defines it.
    var isUndefined: Bool

    /// Global or unique binding, or weak and still visible outside the program's own link.
    var isExported: Bool {
      switch binding {
      case 1, 10: return true
      case 2: return visibility != 1 && visibility != 2
      default: return false
      }
    }
  }

  /// Why an object cannot be read, in words for the learner.
  enum ReadError: Error, Equatable {
    case cannotOpen(reason: String)
    case notARegularFile
    case tooLarge(size: Int, limit: Int)
    case notELF(reason: String)
    case malformed(reason: String)

    var message: String {
      switch self {
      case .cannotOpen(let reason): return "it could not be opened (\(reason))"
      case .notARegularFile: return "it is not a regular file"
      case .tooLarge(let size, let limit):
        return "it is \(size) bytes, more than the \(limit) bytes a compiled SwiftUI file can take"
      case .notELF(let reason): return "it is not a 64-bit little-endian ELF object (\(reason))"
      case .malformed(let reason): return "it is not a well-formed ELF object (\(reason))"
      }
    }
  }

  /// The name of the section whose NUL-separated strings are the linker flags a Swift
  /// object asks for (what `swift-autolink-extract` prints).
  static let autolinkSectionName = ".swift1_autolink_entries"

  /// The largest object read: a learner's file compiles to well under a megabyte; a
  /// 200,000-function file to about 60 MB.
  static let sizeLimit = 256 * 1024 * 1024

  var sections: [Section]
  var symbols: [Symbol]
  /// The entries of every ``autolinkSectionName`` section, in order, each once.
  var autolinkEntries: [String]

  /// Reads the object at `url`: opened without following a symlink, without blocking (a
  /// FIFO in its place cannot hang the tool), and only when it is a regular file of at
  /// most `sizeLimit` bytes.
  static func read(_ url: URL, sizeLimit: Int = ELFObject.sizeLimit) throws(ReadError) -> ELFObject {
    let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .cannotOpen(reason: String(cString: strerror(errno))) }
    guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notARegularFile }
    let size = Int(status.st_size)
    guard size <= sizeLimit else { throw .tooLarge(size: size, limit: sizeLimit) }
    return try parse(FileBytes(descriptor: descriptor, count: size))
  }

  /// Reads the object in `bytes` (for tests, and for objects already in memory).
  static func parse(_ bytes: [UInt8]) throws(ReadError) -> ELFObject {
    try parse(MemoryBytes(bytes: bytes))
  }

  private static func parse(_ source: some ByteSource) throws(ReadError) -> ELFObject {
    let header = try source.read(at: 0, count: UInt64(min(64, source.count)), what: "the header")
    guard header.count >= 4, header[0] == 0x7f, header[1] == 0x45, header[2] == 0x4c, header[3] == 0x46 else {
      throw .notELF(reason: "no ELF magic number at its start")
    }
    guard header.count == 64 else { throw .malformed(reason: "its header is cut short") }
    guard header[4] == 2, header[5] == 1 else {
      throw .notELF(reason: "class \(header[4]), data encoding \(header[5])")
    }
    guard header.integer(at: 0x10, size: 2) == 1 else {
      throw .malformed(reason: "it is not a relocatable object (type \(header.integer(at: 0x10, size: 2)))")
    }
    let tableOffset = header.integer(at: 0x28, size: 8)
    let entrySize = header.integer(at: 0x3a, size: 2)
    var count = header.integer(at: 0x3c, size: 2)
    var namesIndex = header.integer(at: 0x3e, size: 2)
    guard entrySize == 64 else { throw .malformed(reason: "section headers of \(entrySize) bytes, not 64") }
    guard tableOffset > 0, tableOffset < UInt64(source.count) else {
      throw .malformed(reason: "its section table starts outside the file")
    }
    // Extended numbering: with 0xff00 sections or more, section 0 holds the count (its
    // size) and the index of the names' section (its link).
    let first = try source.read(at: tableOffset, count: 64, what: "the section table")
    if count == 0 { count = first.integer(at: 32, size: 8) }
    if namesIndex == 0xffff { namesIndex = first.integer(at: 40, size: 4) }
    guard count > 0, count <= (UInt64(source.count) - tableOffset) / 64 else {
      throw .malformed(reason: "\(count) section headers do not fit in the file")
    }
    guard namesIndex < count else {
      throw .malformed(reason: "the section names' index \(namesIndex) is no section")
    }
    let table = try source.read(at: tableOffset, count: count * 64, what: "the section table")
    let headers = (0..<Int(count)).map { index -> SectionHeader in
      let base = index * 64
      return SectionHeader(
        name: table.integer(at: base, size: 4), type: UInt32(table.integer(at: base + 4, size: 4)),
        flags: table.integer(at: base + 8, size: 8), offset: table.integer(at: base + 24, size: 8),
        size: table.integer(at: base + 32, size: 8), link: table.integer(at: base + 40, size: 4),
        entrySize: table.integer(at: base + 56, size: 8))
    }
    func contents(_ header: SectionHeader, _ what: String) throws(ReadError) -> [UInt8] {
      // SHT_NOBITS (.bss): no bytes in the file.
      if header.type == 8 { return [] }
      return try source.read(at: header.offset, count: header.size, what: what)
    }
    let names = StringTable(bytes: try contents(headers[Int(namesIndex)], "the section names"))
    var sections: [Section] = []
    sections.reserveCapacity(headers.count)
    var autolinkEntries: [String] = []
    var seenEntries = Set<String>()
    for header in headers {
      let name = try names.string(at: header.name, what: "a section name")
      sections.append(
        Section(name: name, type: header.type, flags: header.flags, offset: header.offset, size: header.size))
      if name == autolinkSectionName {
        for entry in try contents(header, name).split(separator: 0) {
          let text = String(decoding: entry, as: UTF8.self)
          if seenEntries.insert(text).inserted { autolinkEntries.append(text) }
        }
      }
    }
    var symbols: [Symbol] = []
    // SHT_SYMTAB; a relocatable object has one, whose link is its string table.
    for header in headers where header.type == 2 {
      guard header.entrySize == 24 else {
        throw .malformed(reason: "symbols of \(header.entrySize) bytes, not 24")
      }
      guard header.link < count else {
        throw .malformed(reason: "the symbols' string table \(header.link) is no section")
      }
      let strings = StringTable(bytes: try contents(headers[Int(header.link)], "the symbol names"))
      let table = try contents(header, "the symbol table")
      let entries = table.count / 24
      symbols.reserveCapacity(symbols.count + entries)
      for index in 0..<entries {
        let base = index * 24
        let info = table[base + 4]
        let other = table[base + 5]
        // Entry 0 is the null symbol; a section or file symbol (types 3 and 4) names no code.
        if index == 0 || (info & 0xf) == 3 || (info & 0xf) == 4 { continue }
        symbols.append(
          Symbol(
            name: try strings.string(at: table.integer(at: base, size: 4), what: "a symbol name"),
            binding: info >> 4, visibility: other & 0x3,
            isUndefined: table.integer(at: base + 6, size: 2) == 0))
      }
    }
    return ELFObject(sections: sections, symbols: symbols, autolinkEntries: autolinkEntries)
  }

  /// A string table: NUL-terminated names, found by offset. The positions of its NULs are
  /// found once, so that a table without them (or a million names at one offset) costs
  /// one pass and a binary search per name, not a scan per name.
  private struct StringTable {
    let bytes: [UInt8]
    let terminators: [Int]

    init(bytes: [UInt8]) {
      self.bytes = bytes
      terminators = bytes.indices.filter { bytes[$0] == 0 }
    }

    func string(at offset: UInt64, what: String) throws(ReadError) -> String {
      guard offset < UInt64(bytes.count) else {
        throw .malformed(reason: "\(what) at \(offset), past its table's \(bytes.count) bytes")
      }
      let start = Int(offset)
      var low = 0
      var high = terminators.count
      while low < high {
        let middle = (low + high) / 2
        if terminators[middle] < start { low = middle + 1 } else { high = middle }
      }
      guard low < terminators.count else { throw .malformed(reason: "\(what) at \(offset) has no end") }
      return String(decoding: bytes[start..<terminators[low]], as: UTF8.self)
    }
  }
}

/// One section header as the file has it, before its name is read.
private struct SectionHeader {
  var name: UInt64, type: UInt32, flags: UInt64, offset: UInt64, size: UInt64, link: UInt64, entrySize: UInt64
}

/// Where an object's bytes come from: a file read region by region, or memory.
private protocol ByteSource {
  var count: Int { get }
  /// `count` bytes at `offset`, all inside the source.
  func read(at offset: UInt64, count: UInt64, what: String) throws(ELFObject.ReadError) -> [UInt8]
}

extension ByteSource {
  /// Whether `count` bytes at `offset` lie inside the source, without overflow.
  func check(_ offset: UInt64, _ length: UInt64, what: String) throws(ELFObject.ReadError) {
    guard offset <= UInt64(count), length <= UInt64(count) - offset else {
      throw .malformed(
        reason: "\(what) (\(length) bytes at \(offset)) lies past the end of the \(count)-byte file")
    }
  }
}

private struct MemoryBytes: ByteSource {
  let bytes: [UInt8]
  var count: Int { bytes.count }

  func read(at offset: UInt64, count length: UInt64, what: String) throws(ELFObject.ReadError) -> [UInt8] {
    try check(offset, length, what: what)
    return Array(bytes[Int(offset)..<Int(offset + length)])
  }
}

private struct FileBytes: ByteSource {
  let descriptor: Int32
  /// The size `fstat` gave: nothing past it is read, even if the file grows.
  let count: Int

  func read(at offset: UInt64, count length: UInt64, what: String) throws(ELFObject.ReadError) -> [UInt8] {
    try check(offset, length, what: what)
    var bytes = [UInt8](repeating: 0, count: Int(length))
    var done = 0
    while done < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset) + off_t(done))
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else {
        throw .malformed(reason: "\(what) could not be read: the file ended or changed while it was read")
      }
      done += got
    }
    return bytes
  }
}

extension [UInt8] {
  /// The little-endian unsigned integer of `size` bytes at `offset`; the caller has checked the bounds.
  fileprivate func integer(at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in (0..<size).reversed() { value = value << 8 | UInt64(self[offset + index]) }
    return value
  }
}

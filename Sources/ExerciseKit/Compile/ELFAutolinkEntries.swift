import Foundation

/// The linker flags a Swift object asks for (`-lswiftCore`, `-lFoundation`, …), read from
/// its `.swift1_autolink_entries` section: what `swift-autolink-extract` prints.
///
/// The section holds NUL-terminated flags, each given once here (as the extractor does). Only 64-bit little-endian ELF objects are
/// read (what the toolchain writes on x86_64 and arm64 Linux); anything else is `nil`,
/// and the caller links through the driver instead.
enum ELFAutolinkEntries {
  static let sectionName = ".swift1_autolink_entries"

  /// The flags in the object at `url`, in order; `nil` when it is not an ELF object this reads.
  static func read(_ url: URL) -> [String]? {
    guard let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
    return entries(in: data)
  }

  /// The flags in the ELF object `data`.
  static func entries(in data: Data) -> [String]? {
    let bytes = [UInt8](data)
    // e_ident: magic, ELFCLASS64 (2), ELFDATA2LSB (1).
    guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46,
      bytes[4] == 2, bytes[5] == 1
    else { return nil }
    func integer(_ offset: Int, _ size: Int) -> Int? {
      guard offset >= 0, offset + size <= bytes.count else { return nil }
      var value: UInt64 = 0
      for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
      return value <= UInt64(Int.max) ? Int(value) : nil
    }
    guard let sectionTable = integer(0x28, 8), let entrySize = integer(0x3a, 2), let count = integer(0x3c, 2),
      let namesIndex = integer(0x3e, 2), entrySize >= 64, namesIndex < count
    else { return nil }
    func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
      let header = sectionTable + index * entrySize
      guard let name = integer(header, 4), let offset = integer(header + 24, 8),
        let size = integer(header + 32, 8),
        offset + size <= bytes.count
      else { return nil }
      return (name, offset, size)
    }
    guard let names = section(namesIndex) else { return nil }
    let wanted = Array(sectionName.utf8)
    var flags: [String] = []
    var seen = Set<String>()
    for index in 0..<count {
      guard let entry = section(index) else { return nil }
      let start = names.offset + entry.name
      guard start + wanted.count < names.offset + names.size,
        Array(bytes[start..<start + wanted.count]) == wanted, bytes[start + wanted.count] == 0
      else { continue }
      for flag in bytes[entry.offset..<entry.offset + entry.size].split(separator: 0) {
        let text = String(decoding: flag, as: UTF8.self)
        if seen.insert(text).inserted { flags.append(text) }
      }
    }
    return flags
  }
}

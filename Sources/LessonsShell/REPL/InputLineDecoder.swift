/// Turns a line's raw bytes into text, refusing what no command could mean.
///
/// Rejects lines over ``limit`` bytes, invalid UTF-8, and control characters
/// (tab excepted; a trailing carriage return from a CRLF file is dropped), so
/// nothing downstream sees them and the terminal is never sent them back.
package enum InputLineDecoder {
  /// The longest line accepted, in bytes.
  package static let limit = 4096

  /// The line as a string.
  package static func decode(_ bytes: [UInt8]) throws(ShellError) -> String {
    var bytes = bytes[...]
    if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
    if bytes.count > limit { throw .lineTooLong(bytes: bytes.count, limit: limit) }
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidUTF8 }
    var column = 0
    for character in text {
      column += 1
      for scalar in character.unicodeScalars where isForbidden(scalar) {
        throw .controlCharacter(scalar: scalar.value, column: column)
      }
    }
    return text
  }

  private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }
}

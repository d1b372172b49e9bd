/// Trimming at a text's ends without Foundation's bridge.
///
/// `trimmingCharacters(in:)` on Linux turns the text into an `NSString`, trims its UTF-16, and
/// decodes the result back: in the tool's debug build, reading the course (every lesson's
/// text, each line trimmed) spent a fifth of a command's start-up there. These walk the
/// text's Unicode scalars instead, and trim exactly the sets Foundation's do (see
/// ``TextTrimming``), so a caller can switch without a change in what it reads.
extension String {
  /// The text without the spaces and tabs at its ends, as
  /// `trimmingCharacters(in: .whitespaces)` returns it.
  package func trimmingSpaces() -> String { self[...].trimmingSpaces() }

  /// The text without the spaces, tabs and line breaks at its ends, as
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` returns it.
  package func trimmingSpacesAndNewlines() -> String { self[...].trimmingSpacesAndNewlines() }
}

extension Substring {
  /// The text without the spaces and tabs at its ends, as
  /// `trimmingCharacters(in: .whitespaces)` returns it.
  package func trimmingSpaces() -> String {
    TextTrimming.trim(self, dropping: TextTrimming.isSpace)
  }

  /// The text without the spaces, tabs and line breaks at its ends, as
  /// `trimmingCharacters(in: .whitespacesAndNewlines)` returns it.
  package func trimmingSpacesAndNewlines() -> String {
    TextTrimming.trim(self) { TextTrimming.isSpace($0) || TextTrimming.isNewline($0) }
  }
}

/// The scalar sets of Foundation's `CharacterSet.whitespaces` and `.newlines`.
package enum TextTrimming {
  /// `CharacterSet.whitespaces`: Unicode's space separators (category Zs), the tab, and the
  /// zero-width space U+200B, which Unicode 4.0.1 moved out of Zs and Foundation's set kept.
  package static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20, 0x09, 0x200B: return true
    case 0..<0x80: return false
    default: return scalar.properties.generalCategory == .spaceSeparator
    }
  }

  /// `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028 and U+2029.
  package static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// `text` without the scalars at either end that `dropped` says go.
  static func trim(_ text: Substring, dropping dropped: (Unicode.Scalar) -> Bool) -> String {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !dropped($0) }),
      let last = scalars.lastIndex(where: { !dropped($0) })
    else { return "" }
    return String(scalars[first...last])
  }
}

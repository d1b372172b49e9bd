/// Text from code that is not ours, made safe to print on a terminal.
package enum VisibleText {
  /// `text` with every control character but newline and tab shown as a visible
  /// escape (`ESC` as `\e`, others as `\u{7}`…), so no escape sequence reaches the terminal.
  ///
  /// ```swift
  /// VisibleText.escapingControls("\u{1B}[2J✓ passed")   // "\\e[2J✓ passed"
  /// ```
  package static func escapingControls(_ text: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x09: out.unicodeScalars.append(scalar)
      case 0x1B: out += "\\e"
      case 0x0D: out += "\\r"
      case 0x00..<0x20, 0x7F, 0x80..<0xA0:
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      // Bidirectional overrides and isolates reorder what follows on screen.
      case 0x202A...0x202E, 0x2066...0x2069:
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}

import Foundation
import Testing
import WorkbenchSupport

/// The native trims hold to Foundation's: the same text comes out for every sample, Unicode's
/// spaces and line breaks included, and the characters that only look like spaces are kept.
/// Foundation is the reference, quirks and all (its spaces still hold U+200B).
@Suite struct TrimmingTests {
  static let samples: [String] = [
    "", " ", "\t", "\n", "\r\n", " \t\n\r ", "plain", "  both ends  ", "\tTab\t", "inner  space kept",
    "\nline\n", "\r\nwindows\r\n", " \u{00A0}no-break\u{00A0} ", "\u{3000}ideographic\u{3000}",
    "\u{2003}em\u{2009}thin\u{202F}", "\u{200B}zero width, which Foundation trims\u{200B}",
    "\u{200C}zero-width non-joiner is kept\u{200C}",
    "\u{FEFF}byte order mark\u{FEFF}", "\u{0085}next line\u{2028}separator\u{2029}",
    "\u{000B}vertical\u{000C}", " e\u{0301} ", " \u{0301}mark after a space", "emoji 👩‍👩‍👧 ",
    "\u{1680}ogham\u{1680}", "\u{180E}mongolian vowel separator\u{180E}",
  ]

  @Test(arguments: samples)
  func spacesTrimAsFoundationTrims(_ text: String) {
    #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    #expect(text[...].trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
  }

  @Test(arguments: samples)
  func spacesAndNewlinesTrimAsFoundationTrims(_ text: String) {
    #expect(text.trimmingSpacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    #expect(text[...].trimmingSpacesAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Every scalar of the Basic Multilingual Plane and the first supplementary one is in the
  /// native sets exactly when it is in Foundation's.
  @Test func theSetsAreFoundationsScalarByScalar() {
    var differ: [String] = []
    for value in UInt32(0)...0x1_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if TextTrimming.isSpace(scalar) != CharacterSet.whitespaces.contains(scalar) {
        differ.append("space U+\(String(value, radix: 16))")
      }
      if TextTrimming.isNewline(scalar) != CharacterSet.newlines.contains(scalar) {
        differ.append("newline U+\(String(value, radix: 16))")
      }
    }
    #expect(differ.isEmpty, "\(differ)")
  }
}

import Testing

@testable import ExerciseKit

/// The one reading of comments and strings: what hides code, and what does not.
struct SwiftCodeBlankerTests {
  /// Each source ends with an attribute that is code: no string may swallow it.
  @Test(arguments: [
    ##"let b = #"\"#"##,  // a raw string's backslash escapes nothing
    ##"let b = "\("\"")""##,  // a string inside an interpolation
    "let b = \"unterminated",  // a single-line string ends with its line
    ###"let b = ##"a "# b"##"###,  // a quote and fewer hashes do not close
    "let b = \"\"\"\n  \"\n  \\\"\"\"\n  \"\"\"",  // a multi-line string, with an escaped quote
    "/* a /* nested */ comment */",
    ##"let b = #"\#(1 + ")")"#"##,  // a raw interpolation holding a string
  ])
  func nothingAfterAStringIsHidden(prefix: String) {
    let source = prefix + "\n@_cdecl(\"write\") func w() {}\n"
    #expect(SourceRestrictions.findings(in: source).map(\.attribute) == ["@_cdecl"], "\(prefix)")
  }

  @Test func textInCommentsAndStringsIsBlankedAndLinesKept() {
    let source = "a // @_cdecl\nb /* @_used */ \"@_section \\(c) \" #\"@c\"#\n\"\"\"\n@_extern\n\"\"\"\nd"
    let blanked = SwiftCodeBlanker.blank(source)
    #expect(blanked.split(separator: "\n", omittingEmptySubsequences: false).count == 6)
    #expect(!blanked.contains("@"))
    #expect(
      blanked.contains("a") && blanked.contains("b") && blanked.contains("(c)") && blanked.contains("d"))
  }

  @Test func sourceLocationIsAFindingAtItsLine() {
    let source = "let s = \"#sourceLocation\"\n#sourceLocation(file: \"Checks.swift\", line: 12)\n"
    #expect(SourceRestrictions.findings(in: source) == [.init(attribute: "#sourceLocation", line: 2)])
  }
}

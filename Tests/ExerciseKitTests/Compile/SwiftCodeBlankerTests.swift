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

  /// Regex literals the compiler reads (each compiled with swiftc 6.3.1, Swift 6 mode):
  /// a quote in one opens no string, and the code after it, on its line or the next, is seen.
  @Test(arguments: [
    #"@MainActor let r = /"/;"#,  // the issue's blinder
    ##"@MainActor let r = #/"/#;"##,  // an extended literal
    ###"@MainActor let r = ##/"/#"/##;"###,  // `/#` does not close what `##/` opened
    "@MainActor let r = #/\n  \"\n/#\n",  // a multi-line extended literal
    #"@MainActor let r = (/"/);"#,  // after a parenthesis
    #"@MainActor let r = [/"/, /'/];"#,  // in an array, after a comma
    #"@MainActor let r = /\//; let s = "\"";"#,  // an escaped slash
    #"@MainActor let r = /a(")/;"#,  // a group
    #"@MainActor let r = /[\/"]/;"#,  // a class
    #"func f() -> Bool { "a".contains(/"/) || "b".contains(#/"/#) };"#,
    #"@MainActor let r = !/"/.regex;"#,  // after a prefix operator
  ])
  func nothingAfterARegexLiteralIsHidden(prefix: String) {
    for separator in [" ", "\n"] {
      let source = prefix + separator + "@_cdecl(\"write\") func w() {}\n"
      #expect(SourceRestrictions.findings(in: source).map(\.attribute) == ["@_cdecl"], "\(prefix)")
    }
  }

  /// Slashes the compiler reads as operators open no regex that could swallow a string's quote.
  @Test(arguments: [
    #"let q = 6 / 3; let s = "/";"#,  // division, spaced
    #"let q = 6/3; let s = "/";"#,  // division, bound on both sides
    #"static func /(a: T, b: T) -> T { a }; let s = "/";"#,  // an operator's declaration
    #"let q = (a) / (b); let s = "/";"#,
    #"let q = 1 /* c */ / 2; let s = "/";"#,
  ])
  func slashesThatAreOperatorsHideNothing(prefix: String) {
    let source = prefix + " @_cdecl(\"write\") func w() {}\n"
    #expect(SourceRestrictions.findings(in: source).map(\.attribute) == ["@_cdecl"], "\(prefix)")
  }

  /// A regex literal's text is kept as code (only its quotes and slashes open nothing), and
  /// comments that start where a regex could still are comments.
  @Test func regexTextStaysCodeAndCommentsStayComments() {
    #expect(SourceRestrictions.findings(in: "let r = /@_used/\n").map(\.attribute) == ["@_used"])
    #expect(SourceRestrictions.findings(in: "x = 1 // /\"/ @_used\n/* /\"/ @_cdecl */\n").isEmpty)
    #expect(SwiftCodeBlanker.blank("let r = /\"/; let s = \"ab\"") == "let r = /\"/; let s = \"  \"")
  }
}

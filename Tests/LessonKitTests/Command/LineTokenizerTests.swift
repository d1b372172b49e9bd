import Testing

@testable import LessonKit

struct LineTokenizerTests {
  @Test(arguments: [
    ("list", ["list"]),
    ("  run   draft-title  --fixed ", ["run", "draft-title", "--fixed"]),
    (#"type Title "Two words""#, ["type", "Title", "Two words"]),
    ("type Title 'it\"s'", ["type", "Title", "it\"s"]),
    (#"type Title it\'s"#, ["type", "Title", "it's"]),
    (#"tap Buy\ now"#, ["tap", "Buy now"]),
    (#"type Title "say \"hi\" \\ ok""#, ["type", "Title", #"say "hi" \ ok"#]),
    (#"type Title 'a\b'"#, ["type", "Title", #"a\b"#]),
    (#"type Title """#, ["type", "Title", ""]),
    ("type Title ''", ["type", "Title", ""]),
    (#"ab"cd"'ef'"#, ["abcdef"]),
    ("list # a comment", ["list"]),
    ("# only a comment", []),
    ("tap a#b", ["tap", "a#b"]),
    ("tap\tSave", ["tap", "Save"]),
    ("", []),
    ("type Titel café", ["type", "Titel", "café"]),
  ])
  func splitsWords(line: String, expected: [String]) throws {
    #expect(try LineTokenizer.tokenize(line) == expected)
  }

  @Test(arguments: [
    (#"type Title "unfinished"#, LineTokenizer.Failure.unterminatedQuote("\"")),
    ("type Title 'unfinished", .unterminatedQuote("'")),
    (#"tap Save\"#, .danglingBackslash),
  ])
  func rejectsIncompleteLines(line: String, expected: LineTokenizer.Failure) {
    #expect(throws: expected) { try LineTokenizer.tokenize(line) }
  }

  @Test func scanReportsThePartialWordForCompletion() {
    let scan = LineTokenizer.scan(#"tap "Buy n"#)
    #expect(scan.words == ["tap"])
    #expect(scan.partial == "Buy n")
    #expect(scan.openQuote == "\"")
    #expect(scan.partialStart == 4)

    let afterSpace = LineTokenizer.scan("run ")
    #expect(afterSpace.words == ["run"])
    #expect(afterSpace.partial == nil)
  }
}

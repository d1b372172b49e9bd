import LessonKit
import StateRuntime
import Testing

/// The one verb table: each verb has one arity, a line reads back as the command it
/// made, and the table knows which verbs change the app.
struct CommandParserTests {
  @Test(arguments: [
    (["tap", "Save"], Command.tap("Save")),
    (["type", "Name", "Ada Lovelace"], .type("Ada Lovelace", into: "Name")),
    (["inc", "Copies"], .increment("Copies")),
    (["inc", "Copies", "3"], .repeated(.increment("Copies"), times: 3)),
    (["dec", "Copies", "1"], .decrement("Copies")),
    (["select", "Vanilla"], .control(.select("Vanilla", in: nil))),
    (["select", "Flavor", "Vanilla"], .control(.select("Vanilla", in: "Flavor"))),
    (["focus", "Title"], .focus("Title")),
    (["back"], .goBack), (["dismiss"], .dismiss), (["event", "undo"], .event("undo")),
    (["remount"], .remount), (["tree"], .tree),
    (["advance", "3s"], .advance(.seconds(3))), (["wait", "5s"], .advance(.seconds(5))),
    (["advance", "1.5s"], .advance(.milliseconds(1500))),
    (["expect-runs", "Row", "0"], .expect(.runs(view: "Row", count: 0))),
  ])
  func wordsMakeTheCommand(words: [String], expected: Command) throws {
    #expect(try CommandParser.parse(words: words, line: 1) == expected)
  }

  @Test func everyVerbReadsBackAsTheCommandItMade() throws {
    for verb in CommandParser.verbs {
      let words =
        [verb.name]
        + verb.arguments.map {
          ["N", "[N]", "[ROWS]"].contains($0) ? "2" : $0 == "DURATION" ? "250ms" : "Buy #2"
        }
      let command = try #require(try CommandParser.parse(words: words, line: 1))
      let line = CommandParser.line(for: command)
      // `wait` is another name for `advance`, and reads back as it.
      let name = verb.name == "wait" ? "advance" : verb.name
      #expect(line.hasPrefix(name + " ") || line == name, "\(line)")
    }
    // A word that starts with # is quoted, or it would read back as a comment.
    #expect(CommandParser.line(for: .tap("#1")) == "tap \"#1\"")
  }

  @Test func onlyTheReadersAndTheChecksLeaveTheAppAsItWas() {
    let looking = CommandParser.verbs.filter { !$0.changesApp }.map(\.name)
    #expect(
      looking == [
        "tree", "log", "counts", "expect", "expect-runs", "expect-disabled", "expect-absent",
        "expect-warning", "expect-output", "expect-log", "expect-presented", "expect-focused", "expect-fact",
      ])
  }

  @Test(arguments: [
    (
      ["inc"], "line 4: 'inc' takes 1 or 2 arguments, got 0: write `inc LABEL [N]` (quote words with spaces)."
    ),
    (
      ["select", "a", "b", "c"],
      "line 4: 'select' takes 1 or 2 arguments, got 3: write `select [PICKER] OPTION` (quote words with spaces)."
    ),
    (["tap"], "line 4: 'tap' takes 1 argument, got 0: write `tap LABEL` (quote words with spaces)."),
    (
      ["advance", "3"],
      "line 4: advance (or wait) needs a time with its unit, such as 3s, 500ms, 1.5s or 2m, not '3': write `advance 3s`."
    ),
    (
      ["inc", "Copies", "0"],
      "line 4: inc LABEL N needs a count of steps from 1 to 1000, not '0': write `inc Quantity 3`."
    ),
  ])
  func wrongArgumentsSayWhatWouldWork(words: [String], message: String) {
    do {
      _ = try CommandParser.parse(words: words, line: 4)
      Issue.record("\(words) parsed")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func anUnknownWordNamesTheNearestVerb() throws {
    #expect(throws: CommandError.unknownCommand(line: 2, word: "tapp", suggestion: "tap")) {
      try CommandParser.parse(words: ["tapp", "Save"], line: 2)
    }
    #expect(try CommandParser.parse(words: [], line: 1) == nil)
  }
}

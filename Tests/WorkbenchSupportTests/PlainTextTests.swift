import Testing
import WorkbenchSupport

/// `--plain`: the log's marks and symbols as words, box drawing as ASCII.
struct PlainTextTests {
  @Test(arguments: [
    (
      "   ⚡ Postbox.count changed → Badge invalidated",
      "   invalidated: Postbox.count changed -> Badge invalidated"
    ),
    ("   · Row: body skipped, inputs unchanged", "   skipped: Row: body skipped, inputs unchanged"),
    ("   └ pass 2: 1 body evaluated", "   pass 2: 1 body evaluated"),
    ("   ✓ the field follows the undo", "   ok: the field follows the undo"),
    ("   ✗ the field follows the undo ← the bug", "   FAILS: the field follows the undo <- the bug"),
    ("   broken                 │ fixed", "   broken                 | fixed"),
    ("   = Editor._title: \"a\" → \"b\"", "   = Editor._title: \"a\" -> \"b\""),
    ("- Row discarded with its state", "- Row discarded with its state"),
    ("plain words stay", "plain words stay"),
  ])
  func marksBecomeWords(line: String, plain: String) {
    #expect(PlainText.plain(line) == plain)
  }

  /// `--plain` always; `TERM=dumb` only when the output is that terminal, not a pipe.
  @Test(arguments: [
    (true, "xterm", false, true), (false, "dumb", true, true), (false, "dumb", false, false),
    (false, "xterm", true, false),
  ])
  func plainIsWanted(flag: Bool, term: String, isTerminal: Bool, wanted: Bool) {
    #expect(PlainText.isWanted(flag: flag, environment: ["TERM": term], isTerminal: isTerminal) == wanted)
  }

  @Test func noBoxDrawingIsLeft() {
    let drawn = "┌─┬─┐\n├─┼─┤\n└─┴─┘ │ ━ ┃ ╭╮╰╯"
    let plain = PlainText.plain(drawn)
    #expect(plain.unicodeScalars.allSatisfy { !(0x2500...0x257F).contains($0.value) }, "\(plain)")
    #expect(plain.split(separator: "\n").count == 3)
  }
}

import ExerciseKit
import StateRuntime
import Testing

@testable import LessonsShell

struct PlayScriptCommandTests {
  @Test(arguments: [
    ("tap Save", PlayScriptCommand.perform(.tap("Save"))),
    (#"type Name "Ada Lovelace""#, .perform(.type("Ada Lovelace", into: "Name"))),
    ("toggle Wi-Fi", .perform(.toggle("Wi-Fi"))),
    ("inc Copies", .perform(.increment("Copies"))),
    ("dec Copies", .perform(.decrement("Copies"))),
    ("select Vanilla", .perform(.select("Vanilla", in: nil))),
    ("select Flavor Vanilla", .perform(.select("Vanilla", in: "Flavor"))),
    ("submit Search", .perform(.submit("Search"))),
    ("tree", .tree), ("log", .log), ("counts", .counts), ("reset", .reset),
    ("expect Name Ada", .expectValue(label: "Name", value: "Ada")),
    ("expect-runs Greeting 2", .expectRuns(view: "Greeting", count: 2)),
    ("expect-disabled Order", .expectDisabled(label: "Order")),
    (#"expect-absent "Check out""#, .expectAbsent(label: "Check out")),
    (#"expect-warning "Modifying state""#, .expectWarning(text: "Modifying state")),
    ("expect-output Saved", .expectOutput(text: "Saved")),
    ("expect-presented NoteEditor", .expectPresented(view: "NoteEditor")),
    (#"expect-presented "Delete all?""#, .expectPresented(view: "Delete all?")),
    ("expect-focused Title", .expectFocused(label: "Title")),
    ("back", .back), ("dismiss", .dismiss),
  ])
  func parses(line: String, expected: PlayScriptCommand) throws {
    #expect(try PlayScriptCommand.parse(line, line: 1) == expected)
    // What a transcript shows reads back as the same command.
    #expect(try PlayScriptCommand.parse(expected.description, line: 1) == expected)
  }

  @Test(arguments: [
    ("tapp Save", "line 3: 'tapp' is not a play command. Did you mean 'tap'?"),
    ("type Name", "line 3: 'type' takes 2 arguments, got 1: write `type LABEL TEXT`"),
    ("expect-runs Greeting twice", "line 3: expect-runs needs a count of body evaluations, not 'twice'"),
    ("expect-presented", "line 3: 'expect-presented' takes 1 argument, got 0: write `expect-presented VIEW`"),
    ("expect-focused A B", "line 3: 'expect-focused' takes 1 argument, got 2: write `expect-focused LABEL`"),
    ("expect-focus Title", "line 3: 'expect-focus' is not a play command. Did you mean 'expect-focused'?"),
    ("back Home", "line 3: 'back' takes 0 arguments, got 1: write `back`"),
    (#"tap "Save"#, "line 3: cannot read `tap \"Save`: the \" opened in it is never closed."),
  ])
  func badLinesSayWhatWouldWork(line: String, message: String) {
    #expect(throws: PlayScriptError.self) { try PlayScriptCommand.parse(line, line: 3) }
    do {
      _ = try PlayScriptCommand.parse(line, line: 3)
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  /// `inc LABEL N` in a script is N steps, as in the shell (issue 19, item 5).
  @Test func incAndDecTakeACountOfSteps() throws {
    #expect(
      try PlayScriptCommand.parseScript("inc Quantity 3\ndec Quantity 1\n")
        == Array(repeating: .perform(.increment("Quantity")), count: 3) + [.perform(.decrement("Quantity"))])
    #expect(try PlayScriptCommand.parseLine("inc Quantity", line: 1) == [.perform(.increment("Quantity"))])
    for bad in ["inc Quantity three", "inc Quantity 0", "dec Quantity 5000"] {
      #expect(throws: PlayScriptError.self) { try PlayScriptCommand.parseLine(bad, line: 2) }
    }
  }

  @Test func aScriptSkipsCommentsAndBlankLines() throws {
    let script = "# a demo\n\ntap Save   # press it\n  expect Count 1\n"
    #expect(
      try PlayScriptCommand.parseScript(script) == [
        .perform(.tap("Save")), .expectValue(label: "Count", value: "1"),
      ])
  }
}

/// The expectations and the step bookkeeping, over replies made up here (no compiler).
struct PlayScriptRunTests {
  static func step(
    _ command: HarnessMessage.PlayCommand, counts: [String: Int], elements: [Element],
    failure: PlayFailure? = nil
  ) -> HarnessMessage.PlayStep {
    HarnessMessage.PlayStep(
      command: command, changes: [], events: [], tree: "tree after \(command)", elements: elements,
      bodyCounts: counts, failure: failure)
  }

  static let field = Element(kind: .textField, label: "Name", value: "Ada", isDisabled: false, path: "Root/0")

  @Test func expectationsReadTheLastCommandsStep() throws {
    let commands = try PlayScriptCommand.parseScript(
      """
      type Name Ada
      expect Name Ada
      expect Name Bob
      expect-runs Greeting 1
      expect-runs Greeting 2
      counts
      """)
    var served: [HarnessMessage.PlayCommand] = []
    let transcript = try PlayScriptRun.transcript(
      of: commands,
      run: { commands in
        served = commands
        return PlayRun(
          status: .ok,
          steps: [
            Self.step(.mount, counts: ["Root": 1, "Greeting": 1], elements: []),
            Self.step(commands[1], counts: ["Greeting": 1], elements: [Self.field]),
          ], crashMessage: nil, output: "", notes: [])
      }, root: "Root", notes: [])
    #expect(served == [.mount, .perform(.type("Ada", into: "Name"))])
    #expect(transcript.status == .failed)
    #expect(
      transcript.steps.map(\.command) == [
        "mount", "type Name Ada", "expect Name Ada", "expect Name Bob", "expect-runs Greeting 1",
        "expect-runs Greeting 2", "counts",
      ])
    #expect(transcript.steps.map { $0.error == nil } == [true, true, true, false, true, false, true])
    #expect(transcript.steps[3].error == "text field \"Name\" shows \"Ada\", not \"Bob\".")
    #expect(transcript.steps[6].counts == ["Root": 1, "Greeting": 2])
  }

  @Test func aCrashEndsTheTranscriptAtTheCommandItHappenedIn() throws {
    let commands = try PlayScriptCommand.parseScript("tap Arm\ntree\ntap Again\n")
    let transcript = try PlayScriptRun.transcript(
      of: commands,
      run: { _ in
        PlayRun(
          status: .crashed, steps: [Self.step(.mount, counts: [:], elements: [])],
          crashMessage: "Fatal error: boom", output: "", notes: [])
      }, root: "Root", notes: [])
    #expect(transcript.status == .crashed)
    #expect(transcript.steps.map(\.command) == ["mount", "tap Arm"])
    #expect(transcript.steps[1].error == "The program stopped: Fatal error: boom")
  }
}

import ExerciseKit
import LessonKit
import LessonPacks
import StateRuntime
import Testing

@testable import LessonsShell

/// A `play` script's lines, read by the one parser (``CommandParser``) after the shell's tokenizer.
struct PlayScriptLineTests {
  @Test(arguments: [
    ("tap Save", LessonKit.Command.perform(.tap("Save"))),
    (#"type Name "Ada Lovelace""#, .perform(.type("Ada Lovelace", into: "Name"))),
    ("toggle Wi-Fi", .perform(.toggle("Wi-Fi"))),
    ("inc Copies", .perform(.increment("Copies"))),
    ("dec Copies", .perform(.decrement("Copies"))),
    ("select Vanilla", .perform(.select("Vanilla", in: nil))),
    ("select Flavor Vanilla", .perform(.select("Vanilla", in: "Flavor"))),
    ("submit Search", .perform(.submit("Search"))),
    ("tree", .tree), ("log", .log), ("counts", .counts), ("remount", .remount),
    ("expect Name Ada", .expect(.value(label: "Name", shows: "Ada"))),
    ("expect-runs Greeting 2", .expect(.runs(view: "Greeting", count: 2))),
    ("expect-disabled Order", .expect(.disabled(label: "Order"))),
    (#"expect-absent "Check out""#, .expect(.absent(label: "Check out"))),
    (#"expect-warning "Modifying state""#, .expect(.warning(text: "Modifying state"))),
    ("expect-output Saved", .expect(.output(text: "Saved"))),
    (#"expect-log "thrown away""#, .expect(.log(text: "thrown away"))),
    ("expect-presented NoteEditor", .expect(.presented(view: "NoteEditor"))),
    (#"expect-presented "Delete all?""#, .expect(.presented(view: "Delete all?"))),
    ("expect-focused Title", .expect(.focused(label: "Title"))),
    ("back", .goBack), ("dismiss", .dismiss), ("focus Title", .focus("Title")),
    ("scroll", .scroll()), ("scroll 20", .scroll(rows: 20)),
    ("event undo", .event("undo")),
  ])
  func parses(line: String, expected: LessonKit.Command) throws {
    #expect(try CommandParser.parse(line, line: 1) == expected)
    // What a transcript shows reads back as the same command.
    #expect(try CommandParser.parse(CommandParser.line(for: expected), line: 1) == expected)
  }

  @Test(arguments: [
    ("tapp Save", "line 3: 'tapp' is not a play command. Did you mean 'tap'?"),
    ("type Name", "line 3: 'type' takes 2 arguments, got 1: write `type LABEL TEXT`"),
    ("expect-runs Greeting twice", "line 3: expect-runs needs a count of body evaluations, not 'twice'"),
    ("expect-presented", "line 3: 'expect-presented' takes 1 argument, got 0: write `expect-presented VIEW`"),
    ("expect-focused A B", "line 3: 'expect-focused' takes 1 argument, got 2: write `expect-focused LABEL`"),
    ("expect-focus Title", "line 3: 'expect-focus' is not a play command. Did you mean 'expect-focused'?"),
    ("back Home", "line 3: 'back' takes 0 arguments, got 1: write `back`"),
    ("scroll down", "line 3: scroll [ROWS] needs a count of rows from 1 to 1000, not 'down'"),
    (#"tap "Save"#, "line 3: cannot read `tap \"Save`: the \" opened in it is never closed."),
  ])
  func badLinesSayWhatWouldWork(line: String, message: String) {
    #expect(throws: CommandError.self) { try CommandParser.parse(line, line: 3) }
    do {
      _ = try CommandParser.parse(line, line: 3)
    } catch {
      #expect(error.description.hasPrefix(message), "\(error.description)")
    }
  }

  /// `inc LABEL N` in a script is N steps, as in the shell (issue 19, item 5).
  @Test func incAndDecTakeACountOfSteps() throws {
    let script = try CommandParser.parseScript("inc Quantity 3\ndec Quantity 1\n")
    #expect(script == [.repeated(.increment("Quantity"), times: 3), .decrement("Quantity")])
    #expect(
      script.flatMap(\.steps)
        == Array(repeating: .perform(.increment("Quantity")), count: 3) + [.perform(.decrement("Quantity"))])
    #expect(try CommandParser.parse("inc Quantity", line: 1) == .perform(.increment("Quantity")))
    for bad in ["inc Quantity three", "inc Quantity 0", "dec Quantity 5000"] {
      #expect(throws: CommandError.self) { try CommandParser.parse(bad, line: 2) }
    }
  }

  @Test func aScriptSkipsCommentsAndBlankLines() throws {
    let script = "# a demo\n\ntap Save   # press it\n  expect Count 1\n"
    #expect(
      try CommandParser.parseScript(script) == [
        .perform(.tap("Save")), .expect(.value(label: "Count", shows: "1")),
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
    let commands = try CommandParser.parseScript(
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

  /// A played file has no outside events: `event` is a verb of the one table, and fails here in words.
  @Test func anEventFailsInAPlayedFileAndServesNothing() throws {
    var served: [HarnessMessage.PlayCommand] = []
    let transcript = try PlayScriptRun.transcript(
      of: try CommandParser.parseScript("event undo\n"),
      run: { commands in
        served = commands
        return PlayRun(
          status: .ok, steps: [Self.step(.mount, counts: [:], elements: [])], crashMessage: nil, output: "",
          notes: [])
      }, root: "Root", notes: [])
    #expect(served == [.mount])
    #expect(transcript.status == .failed)
    #expect(transcript.steps.map(\.command) == ["mount", "event undo"])
    #expect(transcript.steps[1].error?.hasPrefix("A played file has no outside events ('undo')") == true)
  }

  /// The issue of an update that never settled, as the runtime raises it, and the step of the action it failed.
  static let loop = RuntimeIssue(
    kind: .updateLoop, severity: .error,
    message: "The update never settled: 49 more passes ran Feeder again, each invalidating itself once more",
    path: "Feeder")

  static func loopingTap(_ issues: [RuntimeIssue] = [loop]) -> HarnessMessage.PlayStep {
    HarnessMessage.PlayStep(
      command: .perform(.tap("Start")), changes: [], events: issues.map { .issueRaised($0) }, tree: "",
      elements: [], bodyCounts: [:], failure: PlayFailure(.runtimeErrors(issues)))
  }

  static func transcript(_ script: String, tap: HarnessMessage.PlayStep) throws -> PlayTranscript {
    try PlayScriptRun.transcript(
      of: try CommandParser.parseScript(script),
      run: { _ in
        PlayRun(
          status: .ok, steps: [Self.step(.mount, counts: [:], elements: []), tap], crashMessage: nil,
          output: "", notes: [])
      }, root: "Feeder", notes: [])
  }

  /// An update that never settled fails the script, unless an `expect-warning` that names
  /// that loop holds after it: then the loop is what the script proves (an action that feeds
  /// itself), and only the loop's own error is forgiven.
  @Test func aLoopIsTheOutcomeOnlyWhenTheScriptExpectsIt() throws {
    let unexpected = try Self.transcript("tap Start\n", tap: Self.loopingTap())
    #expect(unexpected.status == .neverSettled)

    let expected = try Self.transcript(
      "tap Start\nexpect-warning \"ran Feeder again\"\n", tap: Self.loopingTap())
    #expect(expected.status == .ok)
    #expect(expected.steps.allSatisfy { $0.error == nil })

    let otherText = try Self.transcript(
      "tap Start\nexpect-warning \"ran Other again\"\n", tap: Self.loopingTap())
    #expect(otherText.status == .neverSettled)

    let other = RuntimeIssue(
      kind: .missingEnvironmentObject, severity: .error, message: "Something else broke", path: nil)
    let twoErrors = try Self.transcript(
      "tap Start\nexpect-warning \"ran Feeder again\"\n", tap: Self.loopingTap([Self.loop, other]))
    #expect(twoErrors.status == .failed)
    #expect(twoErrors.steps[1].error == other.description)
  }

  @Test func aCrashEndsTheTranscriptAtTheCommandItHappenedIn() throws {
    let commands = try CommandParser.parseScript("tap Arm\ntree\ntap Again\n")
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

import Foundation
import TestSupport
import Testing

/// `why VIEW`, `run ID --why VIEW` and their `--json` (issue 37, item 3), through the binary,
/// on the fixture course's identity lesson (`Tests/Fixtures/Course/02-shift-note`): its
/// NoteBox has an `.id` that follows the ticket and sits in both branches of an `if`; typing
/// writes a draft no body reads; DeskHeader (a String) and ShiftBadge (an Int) are skipped
/// by their inputs; a ticket adds a row to a ForEach; MuteToggle gets a binding again.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct WhyBinaryTests {
  /// `text` with the console's wrapping undone (a line break and the continuation's indent
  /// become one space), so each sentence is found whole.
  static func unwrapped(_ text: String) -> String {
    text.replacing(/\n +/, with: " ")
  }

  /// Runs the binary on a copy of the fixture course, with a dumb terminal.
  static func run(_ arguments: [String], input: String = "") throws -> LessonsBinary.Result {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    var environment = project.environment
    environment["TERM"] = "dumb"
    return try LessonsBinary.run(arguments, input: input, environment: environment)
  }

  static func shell(_ lines: [String]) throws -> LessonsBinary.Result {
    try run(["--echo"], input: lines.joined(separator: "\n") + "\n")
  }

  /// The `why` chains of `view` in each step of a `run ID --json --why VIEW` transcript.
  static func jsonChains(_ arguments: [String], view: String) throws -> [[[String: Any]]] {
    let result = try run(arguments + ["--json", "--why", view])
    let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let versions = try #require(object?["versions"] as? [[String: Any]], "\(result.standardError)")
    let steps = try #require(versions.first?["steps"] as? [[String: Any]])
    return steps.map { step in
      let why = step["why"] as? [String: Any]
      #expect(why.map { Array($0.keys) == [view] } ?? true, "--why keeps the chains of that view only")
      return why?[view] as? [[String: Any]] ?? []
    }
  }

  static func kinds(of chain: [String: Any]) -> [String] {
    (chain["causes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
  }

  static func sentences(of chain: [String: Any]) -> [String] {
    (chain["causes"] as? [[String: Any]] ?? []).compactMap { $0["sentence"] as? String }
  }

  @Test func anIdentityChangeIsTracedFromTheActionToTheDiscardedDraft() throws {
    let result = try Self.shell([
      "why NoteBox", "run shift-note", "why NoteBox", "why Composer", "type Note \"Hi\"",
      "why NoteBox", "tap Send", "why NoteBox",
    ])
    let output = Self.unwrapped(result.standardOutput)
    let errors = Self.unwrapped(result.standardError)
    #expect(errors.contains("'why' needs a mounted scenario, and none is mounted."), "\(errors)")
    #expect(errors.contains("Mount one with 'run ID'"))
    // Step 7, the last of the run: a new ticket re-runs the desk, and the note's inputs are equal.
    #expect(output.contains("why NoteBox · step 7 · A ticket joins the queue"), "\(output)")
    #expect(
      output.contains(
        "NoteBox's body was skipped in pass 5: its inputs were equal (compared field by field)"), "\(output)")
    #expect(
      errors.contains(
        "No view named 'Composer' ran, skipped its body or went away in step 7 · A ticket joins the queue. "
          + "Views there: DeskHeader, DeskScreen, MuteToggle, NoteBox, ShiftBadge, TicketRow."), "\(errors)")
    // A poke that writes the draft: no body reads it, so the note's body does not run.
    #expect(output.contains("why NoteBox · step 8 · you · type \"Hi\" into \"Note\""), "\(output)")
    #expect(output.contains("NoteBox's body did not run: its state was written, but its body never read it"))
    #expect(
      output.contains("It wrote NoteBox._draft (\"\" → \"Hi\"): no body read it, so it invalidated no view."))
    // Send: the write to the draft had no reader; Desk.current's reader re-ran and gave the
    // note another id, so the note was discarded and created again.
    let send = try #require(output.range(of: "why NoteBox · step 9 · you · tap \"Send\"")).upperBound
    let chain = output[send...]
    for sentence in [
      "1. tap(\"Send\") was performed.",
      "2. It wrote NoteBox._draft (\"Hi\" → \"\"): no body read it, so it invalidated no view.",
      "3. Desk.current changed; DeskScreen's last body read it, so DeskScreen was invalidated (@dependencies).",
      "5. DeskScreen's body gave NoteBox .id(3) where it had .id(2): a new id is a new identity.",
      "6. NoteBox was discarded with its state (_draft = \"\")",
      "7. NoteBox was created, a new identity with fresh state",
    ] {
      #expect(chain.contains(sentence), "\(sentence)\n\(chain)")
    }
  }

  @Test func theJSONCarriesTheIDAndTheBranchChange() throws {
    let steps = try Self.jsonChains(["run", "shift-note"], view: "NoteBox")
    #expect(steps.count == 7)
    // Step 3: the next ticket gives the note another id.
    let ticket = try #require(steps[2].first)
    #expect(ticket["outcome"] as? String == "evaluated")
    #expect(
      Self.kinds(of: ticket) == [
        "started", "dependencyFired", "bodyRan", "identityChanged", "stateDiscarded", "created",
      ])
    #expect(
      Self.sentences(of: ticket).contains(
        "DeskScreen's body gave NoteBox .id(2) where it had .id(1): a new id is a new identity."))
    #expect(
      Self.sentences(of: ticket).contains {
        $0.hasPrefix("NoteBox was discarded with its state (_draft = \"Running late\")")
      })
    // Step 5: going offline flips the branch the note is in.
    let offline = try #require(steps[4].first)
    #expect(
      Self.sentences(of: offline).contains { $0.contains("took the if branch instead of the else branch") },
      "\(Self.sentences(of: offline))")
    // Typing runs no body of the note: the chain says the write had no reader.
    #expect(steps[1].map { $0["outcome"] as? String } == ["notRun"])
  }

  @Test func aSkippedBodySaysItsInputsWereEqualAndANewRowIsANewIdentity() throws {
    let run = try Self.run(["run", "shift-note", "--fixed", "--why", "DeskHeader"])
    #expect(run.status == 0, "\(run.standardError)")
    let output = Self.unwrapped(run.standardOutput)
    #expect(output.contains("why DeskHeader · step 7 · A ticket joins the queue"), "\(output)")
    for sentence in [
      "DeskHeader's body was skipped in pass 4: its inputs were equal (compared field by field) and nothing it reads changed",
      "1. It began with 'event new-ticket'.",
      "2. Desk.tickets changed; DeskScreen's last body read it, so DeskScreen was invalidated (@dependencies).",
      "3. DeskScreen's body ran (DeskScreen: @dependencies changed.) and re-created its children.",
      "4. DeskScreen's body re-created DeskHeader, its stored fields equal (compared field by field).",
      "5. Nothing DeskHeader reads was invalidated, so its body did not run.",
    ] {
      #expect(output.contains(sentence), "\(sentence)\n\(output)")
    }
    // In the shell, the row the last step adds is a new identity the screen's ForEach made.
    let shell = Self.unwrapped(try Self.shell(["run shift-note --fixed", "why TicketRow"]).standardOutput)
    #expect(shell.contains("why TicketRow · step 7 · A ticket joins the queue"), "\(shell)")
    #expect(shell.contains("TicketRow's body was skipped in pass 4"), "\(shell)")
    #expect(
      shell.contains(
        "DeskScreen's body has TicketRow where nothing was before: a new identity, with fresh state"),
      "\(shell)")
    let steps = try Self.jsonChains(["run", "shift-note", "--fixed"], view: "DeskHeader")
    #expect(steps[6].map { $0["outcome"] as? String } == ["skipped"])
    #expect(
      steps[6].first.map(Self.kinds) == [
        "started", "dependencyFired", "bodyRan", "inputsCompared", "notInvalidated",
      ])
  }

  @Test func aBindingPassedAgainAndAPlainDataSkip() throws {
    let run = try Self.run(["run", "shift-note", "--fixed", "--why", "MuteToggle"])
    let output = Self.unwrapped(run.standardOutput)
    #expect(output.contains("why MuteToggle · step 6 · Mute the chime"), "\(output)")
    #expect(
      output.contains("MuteToggle's _isOn gives a new value (a binding or an environment value it reads)"))
    let broken = try Self.shell(["run shift-note", "why ShiftBadge", "why Nothing"])
    #expect(
      Self.unwrapped(broken.standardOutput).contains(
        "ShiftBadge's body was skipped in pass 5: its inputs were equal (plain data, compared bit for bit)"),
      "\(broken.standardOutput)")
    #expect(Self.unwrapped(broken.standardError).contains("No view named 'Nothing' ran"))
    let unknown = try Self.run(["run", "shift-note", "--why", "Nothing"])
    #expect(unknown.status == 2)
    #expect(
      Self.unwrapped(unknown.standardError).contains(
        "No view named 'Nothing' ran, skipped its body or went away in this run."))
    #expect(Self.unwrapped(unknown.standardError).contains("DeskScreen"))
  }
}

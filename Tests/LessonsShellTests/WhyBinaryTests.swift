import Foundation
import TestSupport
import Testing

/// `why VIEW`, `run ID --why VIEW` and their `--json` (issue 37, item 3), on three lessons
/// through the binary: an identity change (identity-reset), skipped bodies and an inserted
/// row (per-element), a write no body read and a binding passed again (binding-by-value).
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct WhyBinaryTests {
  static let environment = ["TERM": "dumb"]

  /// `text` with the console's wrapping undone (a line break and the continuation's indent
  /// become one space), so each sentence is found whole.
  static func unwrapped(_ text: String) -> String {
    text.replacing(/\n +/, with: " ")
  }

  static func shell(_ lines: [String]) throws -> LessonsBinary.Result {
    try LessonsBinary.run(["--echo"], input: lines.joined(separator: "\n") + "\n", environment: environment)
  }

  /// The `why` chains of `view` in each step of a `run ID --json --why VIEW` transcript.
  static func jsonChains(_ arguments: [String], view: String) throws -> [[[String: Any]]] {
    let result = try LessonsBinary.run(arguments + ["--json", "--why", view], environment: environment)
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

  @Test func anIdentityChangeIsTracedFromTheEventToTheDiscardedDraft() throws {
    let result = try Self.shell([
      "why ReplyComposer", "run identity-reset", "why ReplyComposer", "why Composer", "type Reply \"Hi\"",
      "why ReplyComposer", "tap Send", "why ReplyComposer",
    ])
    let output = Self.unwrapped(result.standardOutput)
    #expect(
      Self.unwrapped(result.standardError).contains("'why' needs a mounted scenario, and none is mounted."))
    #expect(Self.unwrapped(result.standardError).contains("Mount one with 'run ID'"))
    // Step 6, the last of the run: Ben's chat gives the composer another id.
    for sentence in [
      "why ReplyComposer · step 6 · A notification opens Ben's chat",
      "1. It began with 'event open-ben'.",
      "2. Inbox.current changed; ConversationScreen's last body read it, so ConversationScreen was invalidated",
      "4. ConversationScreen's body gave ReplyComposer .id(1) where it had .id(2): a new id is a new identity.",
      "5. ReplyComposer was discarded with its state (_draft = \"\")",
      "6. ReplyComposer was created, a new identity with fresh state",
    ] {
      #expect(output.contains(sentence), "\(sentence)\n\(output)")
    }
    #expect(
      Self.unwrapped(result.standardError).contains(
        "No view named 'Composer' ran, skipped its body or went away in step 6 · A notification opens Ben's chat. "
          + "Views there: ConversationScreen, ReplyComposer."), "\(result.standardError)")
    // A poke that writes the draft: no body reads it, so the composer's body does not run.
    #expect(output.contains("why ReplyComposer · step 7 · you · type \"Hi\" into \"Reply\""), "\(output)")
    #expect(
      output.contains("ReplyComposer's body did not run: its state was written, but its body never read it"))
    #expect(
      output.contains(
        "It wrote ReplyComposer._draft (\"\" → \"Hi\"): no body read it, so it invalidated no view."))
    // Send: the write to the draft had no reader; Inbox.current's reader re-ran and gave the
    // composer another id, so the composer was discarded and created again.
    let send = try #require(output.range(of: "why ReplyComposer · step 8 · you · tap \"Send\"")).upperBound
    let chain = output[send...]
    for sentence in [
      "1. tap(\"Send\") was performed.",
      "Inbox.current changed; ConversationScreen's last body read it, so ConversationScreen was invalidated",
      "It wrote ReplyComposer._draft (\"Hi\" → \"\"): no body read it, so it invalidated no view.",
      "ConversationScreen's body gave ReplyComposer .id(2) where it had .id(1): a new id is a new identity.",
      "ReplyComposer was discarded with its state (_draft = \"\")",
      "ReplyComposer was created, a new identity with fresh state",
    ] {
      #expect(chain.contains(sentence), "\(sentence)\n\(chain)")
    }
  }

  @Test func theJSONCarriesTheIDAndTheBranchChange() throws {
    let steps = try Self.jsonChains(["run", "identity-reset"], view: "ReplyComposer")
    #expect(steps.count == 6)
    let message = try #require(steps[2].first)
    #expect(message["outcome"] as? String == "evaluated")
    #expect(
      Self.kinds(of: message) == [
        "started", "dependencyFired", "bodyRan", "identityChanged", "stateDiscarded", "created",
      ])
    let sentences = (message["causes"] as? [[String: Any]] ?? []).compactMap { $0["sentence"] as? String }
    #expect(
      sentences.contains(
        "ConversationScreen's body gave ReplyComposer .id(2) where it had .id(1): a new id is a new identity."
      ))
    #expect(
      sentences.contains {
        $0.hasPrefix("ReplyComposer was discarded with its state (_draft = \"Running late\")")
      })
    let offline = try #require(steps[4].first)
    #expect(
      (offline["causes"] as? [[String: Any]] ?? []).contains {
        ($0["sentence"] as? String)?.contains("took the if branch instead of the else branch") == true
      })
    // Typing runs no body of the composer: the chain says the write had no reader.
    #expect(steps[1].map { $0["outcome"] as? String } == ["notRun"])
  }

  @Test func aSkippedBodySaysItsInputsWereEqual() throws {
    let run = try LessonsBinary.run(
      ["run", "per-element", "--fixed", "--why", "PackingHeader"], environment: Self.environment)
    #expect(run.status == 0, "\(run.standardError)")
    let output = Self.unwrapped(run.standardOutput)
    #expect(output.contains("why PackingHeader · step 2 · Pack the passport"), "\(output)")
    for sentence in [
      "PackingHeader's body was skipped in pass 2: its inputs were equal (compared field by field) and nothing it reads changed",
      "1. tap(\"Pack Passport\") was performed.",
      "2. PackingList.items changed; PackingScreen's last body read it, so PackingScreen was invalidated (@dependencies).",
      "3. PackingScreen's body ran (PackingScreen: @dependencies changed.) and re-created its children.",
      "4. PackingScreen's body re-created PackingHeader, its stored fields equal (compared field by field).",
      "5. Nothing PackingHeader reads was invalidated, so its body did not run.",
    ] {
      #expect(output.contains(sentence), "\(sentence)\n\(output)")
    }
    // In the shell, the added row of the last step is a new identity the screen's ForEach made.
    let shell = try Self.shell(["run per-element --fixed", "why ItemRow"])
    #expect(
      Self.unwrapped(shell.standardOutput).contains("why ItemRow · step 3 · Your companion adds Sunscreen"))
    #expect(
      Self.unwrapped(shell.standardOutput).contains("ItemRow's body was skipped in pass 3"),
      "\(shell.standardOutput)")
    #expect(
      Self.unwrapped(shell.standardOutput).contains(
        "PackingScreen's body has ItemRow where nothing was before: a new identity, with fresh state"),
      "\(shell.standardOutput)")
    let steps = try Self.jsonChains(["run", "per-element", "--fixed"], view: "PackingHeader")
    #expect(steps[1].map { $0["outcome"] as? String } == ["skipped"])
    #expect(
      steps[1].first.map(Self.kinds) == [
        "actionPerformed", "dependencyFired", "bodyRan", "inputsCompared", "notInvalidated",
      ])
  }

  @Test func aBindingPassedAgainAndAPlainDataSkip() throws {
    let run = try LessonsBinary.run(
      ["run", "binding-by-value", "--fixed", "--why", "CellularToggle"], environment: Self.environment)
    let output = Self.unwrapped(run.standardOutput)
    #expect(output.contains("why CellularToggle · step 2 · Switch on cellular downloads"), "\(output)")
    #expect(
      output.contains("CellularToggle's _isOn gives a new value (a binding or an environment value it reads)")
    )
    let broken = try Self.shell(["run binding-by-value", "why CellularStatus", "why Nothing"])
    #expect(
      Self.unwrapped(broken.standardOutput).contains(
        "CellularStatus's body was skipped in pass 2: its inputs were equal (plain data, compared bit for bit)"
      ),
      "\(broken.standardOutput)")
    #expect(Self.unwrapped(broken.standardError).contains("No view named 'Nothing' ran"))
    let unknown = try LessonsBinary.run(
      ["run", "binding-by-value", "--why", "Nothing"], environment: Self.environment)
    #expect(unknown.status == 2)
    #expect(
      Self.unwrapped(unknown.standardError).contains(
        "No view named 'Nothing' ran, skipped its body or went away in this run."))
    #expect(Self.unwrapped(unknown.standardError).contains("DownloadsScreen"))
  }
}

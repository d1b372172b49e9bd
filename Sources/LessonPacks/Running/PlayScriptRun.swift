import ExerciseKit
import Foundation
import LessonKit
import StateRuntime

/// Runs a `play` script against a compiled program and checks its expectations.
///
/// The actions go to one child run in order (``PlayProgram/run(_:cancellation:)``);
/// `tree`, `log`, `counts` and the expectations are answered here from the steps it
/// sends back, so a script of any length costs one process.
package enum PlayScriptRun {
  /// The transcript of running `commands` on `program`.
  ///
  /// A repetition (`inc Quantity 3`) is that many commands, each a step of its own.
  package static func transcript(
    of script: [Command], run: (([HarnessMessage.PlayCommand]) throws(ExerciseError) -> PlayRun),
    root: String, notes: [String]
  ) throws(ExerciseError) -> PlayTranscript {
    let commands = script.flatMap(\.steps)
    let outcome = try run([.mount] + commands.compactMap(Self.served(for:)))
    var transcript = PlayTranscript(
      root: root, steps: [], status: .ok, notes: (notes + outcome.notes).nilIfEmpty)
    var replies = outcome.steps[...]
    var current: HarnessMessage.PlayStep?
    var currentIndex: Int?
    var sinceMount: [HarnessMessage.PlayStep] = []
    // The steps whose update never settled as the script expected (an `expect-warning` of
    // the loop held after them: a proof that an action feeds itself), which are no failure.
    var expectedLoops: Set<Int> = []

    /// The next reply, or the crash that ended the program before it.
    func take(_ description: String) -> Bool {
      guard let reply = replies.popFirst() else {
        transcript.status = outcome.status == .ok ? .crashed : outcome.status
        transcript.steps.append(
          PlayTranscript.Step(
            command: description, changes: [], events: [], tree: current?.tree ?? "",
            error: stopReason(outcome)))
        transcript.output = outcome.output.isEmpty ? nil : outcome.output
        return false
      }
      if reply.command == .mount || reply.command == .remount { sinceMount = [] }
      current = reply
      sinceMount.append(reply)
      if reply.error != nil { transcript.status = .failed }
      currentIndex = transcript.steps.count
      transcript.steps.append(
        PlayTranscript.Step(
          command: description, changes: reply.changes.map(\.description), events: reply.events,
          tree: reply.tree, error: reply.error, printed: reply.output))
      return true
    }

    guard take("mount") else { return settled(transcript, expectedLoops: expectedLoops) }
    for command in commands {
      let tree = current?.tree ?? ""
      let line = CommandParser.line(for: command)
      switch command {
      case .perform, .remount, .advance:
        guard take(line) else { return settled(transcript, expectedLoops: expectedLoops) }
      case .mount, .repeated:
        break  // never in a script: `mount` is no verb, and repetitions were expanded above
      case .event(let name):
        transcript.status = .failed
        transcript.steps.append(
          .init(command: line, changes: [], events: [], tree: tree, error: noEvents(name)))
      case .tree:
        transcript.steps.append(.init(command: "tree", changes: [], events: [], tree: tree))
      case .log:
        transcript.steps.append(
          .init(
            command: "log", changes: sinceMount.flatMap(\.changes).map(\.description),
            events: sinceMount.flatMap(\.events), tree: tree))
      case .counts:
        var counts: [String: Int] = [:]
        for step in sinceMount { counts.merge(step.bodyCounts, uniquingKeysWith: +) }
        transcript.steps.append(.init(command: "counts", changes: [], events: [], tree: tree, counts: counts))
      case .expect(let expectation):
        let failure = current.flatMap { expectation.failure(on: reading(of: $0)) }
        if failure != nil { transcript.status = .failed }
        if failure == nil, case .warning(let text) = expectation, let index = currentIndex,
          let loop = transcript.steps[index].events.lazy.compactMap({ Self.updateLoop($0, saying: text) })
            .first
        {
          expectedLoops.insert(index)
          // The action's failure lists its runtime errors, one a line: the loop's is expected, any other is not.
          let others = (transcript.steps[index].error ?? "").split(separator: "\n").filter {
            $0 != loop.description
          }
          transcript.steps[index].error = others.isEmpty ? nil : others.joined(separator: "\n")
        }
        transcript.steps.append(.init(command: line, changes: [], events: [], tree: tree, error: failure))
      }
    }
    return settled(transcript, expectedLoops: expectedLoops)
  }

  /// The transcript, failing as `never-settled` when an update never settled:
  /// whatever the screen shows then, the views are not in a state SwiftUI
  /// would reach, so "ok" (or a plain expectation failure) would hide it;
  /// unless the script expected it there (`expectedLoops`, the steps after which an
  /// `expect-warning` of the loop held).
  package static func settled(_ transcript: PlayTranscript, expectedLoops: Set<Int> = []) -> PlayTranscript {
    guard transcript.status == .ok || transcript.status == .failed else { return transcript }
    var result = transcript
    if !expectedLoops.isEmpty, result.status == .failed, result.steps.allSatisfy({ $0.error == nil }) {
      result.status = .ok
    }
    let neverSettled = transcript.steps.indices.contains { index in
      !expectedLoops.contains(index)
        && transcript.steps[index].events.contains {
          if case .issueRaised(let issue) = $0 { issue.kind == .updateLoop } else { false }
        }
    }
    if neverSettled { result.status = .neverSettled }
    return result
  }

  /// The issue of an update that never settled that `event` raised, when its words contain `text`.
  package static func updateLoop(_ event: RuntimeEvent, saying text: String) -> RuntimeIssue? {
    guard case .issueRaised(let issue) = event, issue.kind == .updateLoop, issue.description.contains(text)
    else {
      return nil
    }
    return issue
  }

  /// What the child of a played file serves for `command`: the actions, `remount` and `advance`; `nil`
  /// for what is answered here (a played file has no outside events: see ``PlayScenario/noEvents(_:)``).
  package static func served(for command: Command) -> HarnessMessage.PlayCommand? {
    switch command {
    case .perform(let action): .perform(action)
    case .remount: .remount
    case .advance(let duration): .advance(duration)
    default: nil
    }
  }

  /// What the child of a lesson whose Swift declares a scenario serves for `command`: as
  /// ``served(for:)``, and the scenario's outside events too.
  package static func servedWithEvents(for command: Command) -> HarnessMessage.PlayCommand? {
    if case .event(let name) = command { return .event(name) }
    return served(for: command)
  }

  /// The screen after `step`, as an expectation reads it.
  package static func reading(of step: HarnessMessage.PlayStep) -> ScreenReading {
    ScreenReading(
      elements: step.elements, bodyCounts: step.bodyCounts, events: step.events, output: step.output,
      presented: step.presented,
      facts: Dictionary(
        (step.facts ?? []).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
  }

  /// Why `event NAME` does nothing to a played file, and what does.
  package static func noEvents(_ name: String) -> String {
    "A played file has no outside events ('\(name)'); use \(CommandParser.sentence(CommandParser.userActionVerbs))."
  }

  /// Why the program stopped, as `check` words it.
  package static func stopReason(_ run: PlayRun) -> String {
    switch run.status {
    case .timeout:
      "The program did not finish in time: look for a loop that never ends, or a task that never completes."
    default:
      "The program stopped: " + (run.crashMessage ?? "no message")
    }
  }
}

extension Array {
  fileprivate var nilIfEmpty: Self? { isEmpty ? nil : self }
}

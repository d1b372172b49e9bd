import ExerciseKit
import Foundation
import LessonKit
import StateRuntime

/// Runs a `play` script against a compiled program and checks its expectations.
///
/// The actions go to one child run in order (``PlayProgram/run(_:cancellation:)``);
/// `tree`, `log`, `counts` and the expectations are answered here from the steps it
/// sends back, so a script of any length costs one process.
enum PlayScriptRun {
  /// The transcript of running `commands` on `program`.
  ///
  /// A repetition (`inc Quantity 3`) is that many commands, each a step of its own.
  static func transcript(
    of script: [Command], run: (([HarnessMessage.PlayCommand]) throws(ExerciseError) -> PlayRun),
    root: String, notes: [String]
  ) throws(ExerciseError) -> PlayTranscript {
    let commands = script.flatMap(\.steps)
    let outcome = try run([.mount] + commands.compactMap(Self.served(for:)))
    var transcript = PlayTranscript(
      root: root, steps: [], status: .ok, notes: (notes + outcome.notes).nilIfEmpty)
    var replies = outcome.steps[...]
    var current: HarnessMessage.PlayStep?
    var sinceMount: [HarnessMessage.PlayStep] = []

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
      transcript.steps.append(
        PlayTranscript.Step(
          command: description, changes: reply.changes.map(\.description), events: reply.events,
          tree: reply.tree, error: reply.error, printed: reply.output))
      return true
    }

    guard take("mount") else { return settled(transcript) }
    for command in commands {
      let tree = current?.tree ?? ""
      let line = CommandParser.line(for: command)
      switch command {
      case .perform, .remount:
        guard take(line) else { return settled(transcript) }
      case .mount, .repeated:
        break  // never in a script: `mount` is no verb, and repetitions were expanded above
      case .event(let name):
        transcript.status = .failed
        transcript.steps.append(
          .init(command: line, changes: [], events: [], tree: tree, error: PlayScenario.noEvents(name)))
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
        transcript.steps.append(.init(command: line, changes: [], events: [], tree: tree, error: failure))
      }
    }
    return settled(transcript)
  }

  /// The transcript, failing as `never-settled` when an update never settled:
  /// whatever the screen shows then, the views are not in a state SwiftUI
  /// would reach, so "ok" (or a plain expectation failure) would hide it.
  static func settled(_ transcript: PlayTranscript) -> PlayTranscript {
    guard transcript.status == .ok || transcript.status == .failed else { return transcript }
    let neverSettled = transcript.steps.contains { step in
      step.events.contains {
        if case .issueRaised(let issue) = $0 { issue.kind == .updateLoop } else { false }
      }
    }
    var result = transcript
    if neverSettled { result.status = .neverSettled }
    return result
  }

  /// What the child of a played file serves for `command`: the actions and `remount`; `nil`
  /// for what is answered here (a played file has no outside events: see ``PlayScenario/noEvents(_:)``).
  static func served(for command: Command) -> HarnessMessage.PlayCommand? {
    switch command {
    case .perform(let action): .perform(action)
    case .remount: .remount
    default: nil
    }
  }

  /// What the child of a lesson whose Swift declares a scenario serves for `command`: as
  /// ``served(for:)``, and the scenario's outside events too.
  static func servedWithEvents(for command: Command) -> HarnessMessage.PlayCommand? {
    if case .event(let name) = command { return .event(name) }
    return served(for: command)
  }

  /// The screen after `step`, as an expectation reads it.
  static func reading(of step: HarnessMessage.PlayStep) -> ScreenReading {
    ScreenReading(
      elements: step.elements, bodyCounts: step.bodyCounts, events: step.events, output: step.output,
      presented: step.presented,
      facts: Dictionary(
        (step.facts ?? []).map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
  }

  /// Why the program stopped, as `check` words it.
  static func stopReason(_ run: PlayRun) -> String {
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

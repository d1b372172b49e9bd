import ExerciseKit
import Foundation
import StateRuntime
import WorkbenchSupport

/// Runs a `play` script against a compiled program and checks its expectations.
///
/// The actions go to one child run in order (``PlayProgram/run(_:cancellation:)``);
/// `tree`, `log`, `counts` and the expectations are answered here from the steps it
/// sends back, so a script of any length costs one process.
enum PlayScriptRun {
  /// The transcript of running `commands` on `program`.
  static func transcript(
    of commands: [PlayScriptCommand], run: (([HarnessMessage.PlayCommand]) throws(ExerciseError) -> PlayRun),
    root: String, notes: [String]
  ) throws(ExerciseError) -> PlayTranscript {
    var served: [HarnessMessage.PlayCommand] = [.mount]
    for command in commands {
      switch command {
      case .perform(let action): served.append(.perform(action))
      case .reset: served.append(.remount)
      case .back: served.append(.goBack)
      case .dismiss: served.append(.dismiss)
      default: break
      }
    }
    let outcome = try run(served)
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
      switch command {
      case .perform, .reset, .back, .dismiss:
        guard take(command.description) else { return settled(transcript) }
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
      case .expectValue, .expectRuns, .expectDisabled, .expectAbsent, .expectWarning, .expectOutput,
        .expectPresented, .expectFocused:
        let failure = current.flatMap { expectationFailure(command, after: $0) }
        if failure != nil { transcript.status = .failed }
        transcript.steps.append(
          .init(command: command.description, changes: [], events: [], tree: tree, error: failure))
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

  /// Why an expectation does not hold after `step`, or `nil` when it does.
  static func expectationFailure(_ command: PlayScriptCommand, after step: HarnessMessage.PlayStep) -> String?
  {
    switch command {
    case .expectValue(let label, let expected):
      let elements = step.elements
      let prefixed = elements.filter { $0.label.hasPrefix(label) }
      guard
        let element = elements.first(where: { $0.label == label })
          ?? (prefixed.count == 1 ? prefixed[0] : nil)
      else {
        let labels = elements.map { "\"\($0.label)\"" }.joined(separator: ", ")
        return
          "no control or text labelled \"\(label)\" is on screen; it shows \(labels.isEmpty ? "nothing" : labels)."
      }
      let shown = element.value ?? element.label
      return shown == expected
        ? nil : "\(element.kind.rawValue) \"\(element.label)\" shows \"\(shown)\", not \"\(expected)\"."
    case .expectRuns(let view, let expected):
      let runs = step.bodyCounts[view] ?? 0
      guard runs != expected else { return nil }
      let ran = step.bodyCounts.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      return
        "\(view)'s body ran \(runs) time\(runs == 1 ? "" : "s") during the last command, not \(expected) "
        + "(bodies that ran: \(ran.isEmpty ? "none" : ran))."
    case .expectDisabled(let label):
      guard let element = element(label, in: step.elements) else {
        return "no control labelled \"\(label)\" is on screen; it shows \(shown(step.elements))."
      }
      return element.isDisabled
        ? nil : "\(element.kind.rawValue) \"\(element.label)\" is enabled, not disabled."
    case .expectAbsent(let label):
      guard let element = element(label, in: step.elements) else { return nil }
      return "\(element.kind.rawValue) \"\(element.label)\" is on screen (at \(element.path))."
    case .expectWarning(let text):
      let issues = step.events.compactMap { event -> RuntimeIssue? in
        if case .issueRaised(let issue) = event { return issue }
        return nil
      }
      guard !issues.contains(where: { $0.description.contains(text) }) else { return nil }
      return issues.isEmpty
        ? "the last command raised no runtime issue; expected one saying \"\(text)\"."
        : "the last command's runtime issues do not say \"\(text)\": "
          + issues.map { "\"\($0.description)\"" }.joined(separator: "; ") + "."
    case .expectOutput(let text):
      let printed = step.output ?? ""
      guard !printed.contains(text) else { return nil }
      return printed.isEmpty
        ? "the last command printed nothing; expected \"\(text)\"."
        : "the last command printed \""
          + printed.split(separator: "\n").map { VisibleText.escapingControls(String($0)) }.joined(
            separator: " ⏎ ")
          + "\", which does not contain \"\(text)\"."
    case .expectPresented(let view):
      return presentationFailure(view, presented: step.presented)
    case .expectFocused(let label):
      return focusFailure(label, elements: step.elements)
    default:
      return nil
    }
  }

  /// Why no screen named `view` is presented and on top, or `nil` when one is.
  static func presentationFailure(_ view: String, presented: [PresentedScreen]) -> String? {
    let named = presented.filter { $0.isNamed(view) }
    if named.contains(where: { !$0.isCovered }) { return nil }
    let listed = presented.map(\.description).joined(separator: ", ")
    if let covered = named.first {
      return "\(covered.kind.rawValue) \(covered.view) is presented but covered; presented: \(listed)."
    }
    return presented.isEmpty
      ? "nothing is presented (no sheet, alert, dialog or pushed screen); expected \"\(view)\"."
      : "no sheet, alert, dialog or pushed screen named \"\(view)\" is presented; presented: \(listed)."
  }

  /// Why the field labelled `label` does not have focus, or `nil` when it does.
  static func focusFailure(_ label: String, elements: [StateRuntime.Element]) -> String? {
    let focused = elements.filter(\.isFocused)
    let now =
      focused.isEmpty
      ? "no field has focus"
      : "focus is on " + focused.map { "\($0.kind.rawValue) \"\($0.label)\"" }.joined(separator: ", ")
    guard let element = element(label, in: elements) else {
      return "no control labelled \"\(label)\" is on screen (\(now)); it shows \(shown(elements))."
    }
    return element.isFocused
      ? nil : "\(element.kind.rawValue) \"\(element.label)\" does not have focus; \(now)."
  }

  /// The element labelled `label`, or the only one whose label starts with it.
  private static func element(_ label: String, in elements: [StateRuntime.Element]) -> StateRuntime.Element? {
    let prefixed = elements.filter { $0.label.hasPrefix(label) }
    return elements.first(where: { $0.label == label }) ?? (prefixed.count == 1 ? prefixed[0] : nil)
  }

  private static func shown(_ elements: [StateRuntime.Element]) -> String {
    let labels = elements.map { "\"\($0.label)\"" }.joined(separator: ", ")
    return labels.isEmpty ? "nothing" : labels
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

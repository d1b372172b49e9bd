import StateRuntime
import WorkbenchSupport

/// A snippet, an event, and a question about what the runtime does next.
///
/// The answer key is never stored: ``run`` mounts the snippet in a `ViewHost`,
/// performs the event and reports what happened, each time the question is asked.
///
/// ```swift
/// PredictQuestion(
///   snippet: source("Quiz/Snippets/PriceTick.swift"),
///   event: "The price ticks from 100 to 101.",
///   ask: .reevaluatedViews,
///   run: { xcode in
///     let wallet = Purse()
///     return try PredictRun.capture(PurseScreen(wallet: wallet), xcode: xcode) { host in
///       wallet.price = 101
///       host.flush()
///     }
///   })
/// ```
package struct PredictQuestion: Sendable {
  /// The snippet as the learner reads it: the file that runs, without imports and namespace.
  package let snippet: String
  /// What happens after mount, in words.
  package let event: String
  /// What the learner predicts.
  package let ask: PredictAsk
  /// Why the runtime does what it does, shown after grading.
  package let explanation: String
  /// Mounts the snippet on a host of the given Xcode release, performs the
  /// event, and reports what happened.
  package let run: @MainActor @Sendable (XcodeRelease) throws -> PredictRun
  /// The answer the lesson's author expects (`quiz.json`'s `"expect"`), which checks hold
  /// ``run`` to; never what learners are graded by.
  package var expectation: PredictExpectation?

  /// - Parameter source: the full text of the snippet's file, as compiled.
  package init(
    source: String, event: String, ask: PredictAsk, explanation: String,
    run: @escaping @MainActor @Sendable (XcodeRelease) throws -> PredictRun
  ) {
    self.snippet = Self.displayText(of: source)
    self.event = event
    self.ask = ask
    self.explanation = explanation
    self.run = run
  }

  /// `source` without its imports (and what comments or blank lines come before them) and
  /// whole-line comments and, when the file is one namespace extension (`extension X.Y { }`),
  /// without that wrapper (dedented): the namespace only keeps type names apart.
  static func displayText(of source: String) -> String {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines = Array(
      lines.drop {
        let trimmed = $0.trimmingSpaces()
        return $0.hasPrefix("import ") || trimmed.isEmpty || trimmed.hasPrefix("//")
      })
    // Whole-line comments are left out: in a lesson's own file they explain the
    // bug, and the learner is being asked to predict it.
    lines.removeAll { $0.trimmingSpaces().hasPrefix("//") }
    while let last = lines.last, last.trimmingSpaces().isEmpty { lines.removeLast() }
    if let first = lines.first, first.hasPrefix("extension "), first.hasSuffix("{"),
      lines.last == "}"
    {
      lines = lines.dropFirst().dropLast().map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : $0 }
    }
    return lines.joined(separator: "\n")
  }
}

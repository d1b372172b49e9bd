import ExerciseKit
import Foundation
import LessonKit
import StateRuntime

/// Works out a pack predict question's key by running its snippet, as a pack lesson's
/// versions run: compiled as `play` compiles a file, then mounted in a fresh child that
/// performs the setup and then the event, whose replies make the ``PredictRun``.
///
/// What goes wrong is a ``Problem``, a sentence naming the snippet file (and the line of
/// the setup or event at fault), never a trace: `pack check` lists it as a finding, and
/// `quiz` leaves the question out with it. A snippet that hangs is stopped by the check
/// time limit a played file runs under.
@MainActor
package enum PackPredictRun {
  /// Why a key could not be worked out.
  package struct Problem: Error {
    /// What went wrong, naming the file: `cart-badge/PredictBadge.swift:4 (Xcode 27) does not compile: …`.
    package var message: String
    /// Ctrl-C stopped the compile or the run (said already); nothing is wrong with the question.
    package var cancelled = false

    package init(message: String, cancelled: Bool = false) {
      self.message = message
      self.cancelled = cancelled
    }
  }

  /// The snippet as messages name it: `cart-badge/PredictBadge.swift`, within its pack.
  package static func displayPath(of predict: PackPredict, in lesson: PackLesson) -> String {
    lesson.folder.lastPathComponent + "/" + predict.file
  }

  /// What the child's replies say: the run, or why they do not make one.
  ///
  /// The first reply is the mount's, then one per setup action, then the event's; the
  /// event's replies (several for a repetition) are what the learner predicts.
  package static func predictRun(of played: PlayRun, _ predict: PackPredict, file: String) -> Result<
    PredictRun, Problem
  > {
    var replies = played.steps[...]
    var before: [HarnessMessage.PlayStep] = []
    let lines: [(name: String, line: PackPredict.Line?)] =
      [("the mount", nil)] + predict.setup.enumerated().map { ("setup line \($0.offset + 1)", $0.element) }
    for (name, line) in lines {
      for _ in 0..<(line?.commands.count ?? 1) {
        guard let reply = replies.popFirst() else { return .failure(stopped(played, at: name, line, file)) }
        if let problem = problem(in: reply, at: name, line, file) { return .failure(problem) }
        before.append(reply)
      }
    }
    var after: [HarnessMessage.PlayStep] = []
    for _ in predict.event.commands {
      guard let reply = replies.popFirst() else {
        return .failure(stopped(played, at: "the event", predict.event, file))
      }
      if let problem = problem(in: reply, at: "the event", predict.event, file) { return .failure(problem) }
      after.append(reply)
    }
    let run = PredictRun(
      before: before.flatMap(\.changes), after: after.flatMap(\.changes), events: after.flatMap(\.events),
      screen: after.last.map { $0.coveredElements ?? $0.elements } ?? [])
    if case .controlValue(let label) = predict.ask, run.value(of: label) == nil {
      let shown = run.controls.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
      return .failure(
        Problem(
          message:
            "\(file): after the event no control or text on screen is labelled \"\(label)\" (or is the "
            + "one whose label starts with it), which the question asks about (on screen: "
            + "\(shown.isEmpty ? "nothing" : shown)); ask about one of those."))
    }
    return .success(run)
  }

  /// The program ended before it answered `name`'s action: how, in `check`'s words.
  private static func stopped(_ played: PlayRun, at name: String, _ line: PackPredict.Line?, _ file: String)
    -> Problem
  {
    Problem(message: "\(file): \(place(name, line)): \(PlayScriptRun.stopReason(played))")
  }

  /// Why a reply does not count: its action could not be performed, or its update never settled.
  private static func problem(
    in reply: HarnessMessage.PlayStep, at name: String, _ line: PackPredict.Line?, _ file: String
  ) -> Problem? {
    guard let why = reply.error ?? StepReport.neverSettled(in: reply.events) else { return nil }
    return Problem(message: "\(file): \(place(name, line)): \(why)")
  }

  private static func place(_ name: String, _ line: PackPredict.Line?) -> String {
    line.map { "\(name), `\($0.text)`" } ?? name
  }
}

import StateRuntime

/// A predict-the-log question a pack lesson writes in its `quiz.json`: a snippet file of
/// the lesson folder, what the learner does first, the event, and what to predict.
///
/// A pack cannot ship Swift the tool links, so the snippet runs as a pack lesson's
/// versions run: compiled as `play` compiles a file and mounted in a child program,
/// which performs ``setup`` and then ``event`` in the verbs of `scenario.play`. The
/// answer key is never stored: the shell runs the child in each Xcode era before the
/// quiz asks the question and hands the session a ``PredictQuestion`` holding those
/// runs (``question(source:runs:)``); the session skips one it was not given.
package struct PackPredict: Sendable {
  /// One line of ``setup`` or the ``event``: the action as the author wrote it and as parsed.
  package struct Line: Sendable, Hashable {
    /// The line as `quiz.json` spells it (`type Item "Milk"`), for messages.
    package let text: String
    /// What it does in order: actions on the app (a repetition, `inc Quantity 3`, is
    /// several), or an outside event a snippet that declares its scenario has (`event sync`).
    package let commands: [Command]
    /// The actions among ``commands``.
    package var actions: [ControlAction] {
      commands.compactMap { if case .perform(let action) = $0 { action } else { nil } }
    }
    /// How a sentence names it (`type "Milk" into "Item"`).
    package let wording: String
  }

  /// The snippet, a SwiftUI file in the lesson folder (`PredictBadge.swift`), mounted as
  /// `play` mounts a file (its `#Preview`, or its one root view).
  package let file: String
  /// What happens after mount and before the event, line by line.
  package let setup: [Line]
  /// What the learner predicts the answer to.
  package let event: Line
  /// The event as the learner reads it (`You tap Add.`).
  package let eventText: String
  /// What the learner predicts.
  package let ask: PredictAsk
  /// Why the runtime does what it does, shown after grading.
  package let explanation: String
  /// The answer the author expects, which `pack check` holds each run to.
  package let expectation: PredictExpectation?

  /// - Parameters:
  ///   - eventText: the event in words; `nil` says it from the lines
  ///     (`After you type "Milk" into "Item", you tap "Add".`).
  ///   - expectation: the answer the author expects (`"expect"`), if the file gives one.
  package init(
    file: String, setup: [Line], event: Line, eventText: String?, ask: PredictAsk, explanation: String,
    expectation: PredictExpectation? = nil
  ) {
    self.file = file
    self.expectation = expectation
    self.setup = setup
    self.event = event
    self.ask = ask
    self.explanation = explanation
    self.eventText =
      eventText
      ?? (setup.isEmpty
        ? "You \(event.wording)."
        : "After you \(setup.map(\.wording).joined(separator: ", then ")), you \(event.wording).")
  }

  /// The question as the session asks it, graded by `runs`: what the child did in each era.
  ///
  /// - Parameter source: the snippet file's text, shown without its imports and comments,
  ///   and without the scenario it may declare (from `let lessonScenario` to its end), which
  ///   only serves its outside events.
  package func question(source: String, runs: [XcodeRelease: PredictRun]) -> PredictQuestion {
    let shown =
      source.range(of: "let lessonScenario").map { range in
        let start =
          source[..<range.lowerBound].lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        return String(source[..<start])
      } ?? source
    var question = PredictQuestion(source: shown, event: eventText, ask: ask, explanation: explanation) {
      xcode in
      guard let run = runs[xcode] else { throw NotRun(file: file, xcode: xcode) }
      return run
    }
    question.expectation = expectation
    return question
  }

  /// A question handed over without the run of an era it is asked in.
  struct NotRun: Error, CustomStringConvertible {
    let file: String
    let xcode: XcodeRelease
    var description: String { "\(file) was not run as built with \(xcode)" }
  }
}

extension PackPredict.Line {
  /// Reads one line of a predict question's `setup` or `event`, in `scenario.play`'s verbs;
  /// the error says why it cannot be one, in words that follow the line's place and a colon.
  ///
  /// Only what changes the app is a line here: the learner's actions, and an outside event
  /// (`event sync`), which a snippet that declares its scenario (`let lessonScenario = …`)
  /// performs; an expectation belongs in `scenario.play`, and the readers (`tree`, `log`,
  /// `counts`) and `remount` change nothing to predict.
  package static func parse(_ text: String) throws(LineError) -> Self {
    let command: Command?
    do {
      command = try CommandParser.parse(text, line: 1)
    } catch {
      let message = error.description
      let reason = message.hasPrefix("line 1: ") ? String(message.dropFirst("line 1: ".count)) : message
      throw LineError(reason: reason)
    }
    guard let command else {
      throw LineError(reason: "it is empty: write an action, `tap Add`.")
    }
    var commands: [Command] = []
    for step in command.steps {
      switch step {
      case .perform, .event:
        commands.append(step)
      case .expect:
        throw
          LineError(
            reason: "it is an expectation; a predict question asks what happens, so its setup and event are "
              + "actions (\(CommandParser.userActionVerbs.joined(separator: ", "))).")
      default:
        throw
          LineError(
            reason:
              "it changes nothing to predict; setup and event lines are actions ("
              + "\(CommandParser.userActionVerbs.joined(separator: ", ")).")
      }
    }
    return Self(text: text, commands: commands, wording: command.description)
  }

  /// Why a line is not an action, in words that follow the line's place and a colon.
  package struct LineError: Error, Sendable {
    package let reason: String
  }
}

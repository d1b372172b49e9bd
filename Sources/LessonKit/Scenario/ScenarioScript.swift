import StateRuntime

/// A lesson folder's `scenario.play`: steps in the verbs and expectations of `play --script`.
///
/// ```text
/// # Adding books: the badge should follow the cart.
/// step "Open the cart"
/// expect Badge "Cart 0"
///
/// step "Add a book" tap Add
/// expect Books "1 book"
/// bug: expect Badge "Cart 1"
/// ```
///
/// `step TITLE [ACTION]` starts a step: the first one mounts the app (it takes no action),
/// every later one performs its action (`tap`, `type`, `toggle`, `inc`, `dec`, `select`,
/// `submit`, `focus`, `dismiss`, `back`, `remount`). The `expect…` lines after it are checked
/// once the action settled. `bug:` before an expectation says that a correct app shows it
/// and the broken version does not; `bug(26):` or `bug(27):` says so for one Xcode release's
/// SwiftUI only. `#` starts a comment line.
///
/// An expectation may end with `as DESCRIPTION`, the words a transcript says it with
/// (`expect Badge "Cart 1" as "the badge counts the book"`). A shipped lesson's app
/// also declares outside events (`step "A sync arrives" event sync`) and named facts,
/// which `expect-fact NAME VALUE` reads; a pack lesson's app, run as `play` runs a
/// file, has neither events nor facts.
///
/// A `comparison` section may end the script (see ``ScriptComparison``).
package struct ScenarioScript: Sendable {
  package var steps: [ScriptStep]
  /// The builds counted side by side after the steps' run, when the script ends with them.
  package var comparison: ScriptComparison?

  /// The words that mark an expectation the broken version fails, with the eras they name.
  static let bugMarkers: [String: Set<XcodeRelease>] = [
    "bug:": Set(XcodeRelease.allCases), "bug(26):": [.v26], "bug(27):": [.v27],
  ]

  /// Reads `text`; errors name `path` and the line.
  ///
  /// - Parameter hasDeclarations: whether the lesson's Swift declares outside events (which
  ///   a step may be: `event sync`) and facts (which `expect-fact` reads), as a shipped
  ///   lesson's does; a pack lesson's app, a played file, has neither.
  package static func parse(_ text: String, path: String, hasDeclarations: Bool = false)
    throws(LessonFolderError)
    -> ScenarioScript
  {
    var steps: [ScriptStep] = []
    var comparison: ScriptComparison?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let words: [String]
      do {
        words = try LineTokenizer.tokenize(String(line))
      } catch .unterminatedQuote(let quote) {
        throw LessonFolderError(
          path: path, line: number, message: "cannot read `\(line)`: the \(quote) is never closed.")
      } catch {
        throw LessonFolderError(
          path: path, line: number,
          message: "cannot read `\(line)`: it ends with a backslash that escapes nothing.")
      }
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      if var section = comparison {
        try ScriptComparison.read(words, line: number, into: &section, path: path)
        comparison = section
        continue
      }
      if first == "comparison" {
        comparison = try ScriptComparison.start(
          words, line: number, hasDeclarations: hasDeclarations, hasSteps: !steps.isEmpty, path: path)
        continue
      }
      if first == "step" {
        steps.append(
          try step(words, line: number, isFirst: steps.isEmpty, hasDeclarations: hasDeclarations, path: path))
        continue
      }
      let eras = bugMarkers[first]
      var expectationWords = eras == nil ? words : Array(words.dropFirst())
      var description: String?
      if expectationWords.count >= 2, expectationWords.last == "as" {
        throw LessonFolderError(
          path: path, line: number,
          message: "the line ends with `as` and no description: write the words a transcript says after it, "
            + "`… as \"the badge counts the book\"`.")
      }
      if expectationWords.count >= 3, expectationWords[expectationWords.count - 2] == "as" {
        description = expectationWords.removeLast()
        expectationWords.removeLast()
      }
      let command: Command?
      do {
        command = try CommandParser.parse(words: expectationWords, line: number)
      } catch {
        throw LessonFolderError(path: path, line: number, message: Self.withoutLinePrefix(error.description))
      }
      guard case .expect(let expectation) = command else {
        throw LessonFolderError(
          path: path, line: number,
          message: eras == nil
            ? "an action starts a step of its own: write `step \"What the learner does\" \(line.trimmingSpaces)`."
            : "`\(first)` marks an expectation (`\(first) expect LABEL VALUE`), not an action.")
      }
      guard !steps.isEmpty else {
        throw LessonFolderError(
          path: path, line: number,
          message: "an expectation belongs to a step: start the scenario with `step \"Open the screen\"`.")
      }
      if case .fact = expectation, !hasDeclarations {
        throw LessonFolderError(
          path: path, line: number,
          message:
            "`expect-fact` reads a fact a shipped lesson's Swift declares, and a pack lesson's app has "
            + "none: check what the screen shows with `expect LABEL VALUE` (or `expect-runs`, `expect-absent`, …)."
        )
      }
      steps[steps.count - 1].expectations.append(
        ScriptExpectation(
          expectation: expectation, text: CommandParser.line(for: .expect(expectation)),
          description: description, line: number, bugEras: eras ?? []))
    }
    guard !steps.isEmpty else {
      throw LessonFolderError(
        path: path, message: "the scenario has no steps: start it with `step \"Open the screen\"`.")
    }
    if let comparison { try comparison.validate(path: path) }
    return ScenarioScript(steps: steps, comparison: comparison)
  }

  private static func step(
    _ words: [String], line: Int, isFirst: Bool, hasDeclarations: Bool, path: String
  ) throws(LessonFolderError) -> ScriptStep {
    guard words.count >= 2, !words[1].isEmpty else {
      throw LessonFolderError(
        path: path, line: line, message: "a step needs a title: `step \"Tap Add\" tap Add`.")
    }
    let actionWords = Array(words.dropFirst(2))
    if isFirst {
      guard actionWords.isEmpty else {
        throw LessonFolderError(
          path: path, line: line,
          message: "the first step mounts the app and takes no action: write `step \"\(words[1])\"`, "
            + "then a step for `\(actionWords.joined(separator: " "))`.")
      }
      return ScriptStep(title: words[1], action: .mount, line: line, expectations: [])
    }
    let action: Command?
    do {
      action = try CommandParser.parse(words: actionWords, line: line)
    } catch {
      throw LessonFolderError(path: path, line: line, message: Self.withoutLinePrefix(error.description))
    }
    guard let action else {
      throw LessonFolderError(
        path: path, line: line,
        message: "only the first step goes without an action: add what the learner does, "
          + "`step \"\(words[1])\" tap LABEL`.")
    }
    // A repetition (`inc Volume 3`, `event tick 3`) is judged by what it repeats.
    switch action.steps.first ?? action {
    case .perform, .remount, .advance:
      return ScriptStep(title: words[1], action: action, line: line, expectations: [])
    case .event where hasDeclarations:
      return ScriptStep(title: words[1], action: action, line: line, expectations: [])
    case .event:
      throw LessonFolderError(
        path: path, line: line,
        message: "a pack lesson's app runs as `play` runs a file, which has no outside events; "
          + "drive it with a control (a button the file adds) instead.")
    default:
      throw LessonFolderError(
        path: path, line: line,
        message: "a step's action changes the app ("
          + "\((CommandParser.userActionVerbs + ["remount"]).joined(separator: ", ")); `\(actionWords.first ?? "")` does not. Put expectations on lines of their own."
      )
    }
  }

  /// A parser message without its `line N: ` prefix (the pack error says the line).
  static func withoutLinePrefix(_ message: String) -> String {
    guard let range = message.range(of: ": "), message.hasPrefix("line ") else { return message }
    return String(message[range.upperBound...])
  }
}

/// One step of a pack scenario: a title, an action, and what a correct app shows after it.
package struct ScriptStep: Sendable {
  package var title: String
  /// `mount` for the first step; a verb for every later one.
  package var action: Command
  /// The line of `scenario.play` the step starts on.
  package var line: Int
  package var expectations: [ScriptExpectation]
}

/// An expectation of a pack step, with the eras in which the broken version fails it.
package struct ScriptExpectation: Sendable {
  /// What the expectation observes on `screen`: a fact's reading, which holds when it is
  /// exactly the value stated (a `*` standing for any text); for anything else, why it
  /// does not hold, or nothing when it does (its sentence says it all).
  ///
  /// One rule for every lesson, whether its app runs in the tool or in a child program.
  package func observation(on screen: ScreenReading) -> Expectation.Observation {
    if case .fact(let name, let expected) = expectation {
      guard let value = screen.facts[name] else {
        let known = screen.facts.keys.sorted()
        return Expectation.Observation(
          holds: false,
          observed: "(no fact named \(name); known: \(known.joined(separator: ", ")))")
      }
      return Expectation.Observation(
        holds: ScreenExpectation.reading(value, matches: expected), observed: value)
    }
    let failure = expectation.failure(on: screen)
    return Expectation.Observation(holds: failure == nil, observed: failure ?? "")
  }

  package var expectation: ScreenExpectation
  /// The expectation as the scenario spells it (`expect Badge "Cart 1"`), for transcripts.
  package var text: String
  /// The words after `as`, when the line gives them: what a transcript says instead of ``text``.
  package var description: String?
  /// What a transcript says of it: the words after `as`, else the expectation in words
  /// (``ScreenExpectation/sentence``), never the script's syntax.
  package var wording: String { description ?? expectation.sentence }
  /// Its line in `scenario.play`.
  package var line: Int
  /// The eras in which the broken version is meant to fail it; empty when it never is.
  package var bugEras: Set<XcodeRelease>
}

extension Substring {
  fileprivate var trimmingSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
}

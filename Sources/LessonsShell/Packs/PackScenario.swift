import LessonKit
import StateRuntime

/// A pack lesson's `scenario.play`: steps in the verbs and expectations of `play --script`.
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
/// `submit`, `focus`, `dismiss`, `back`, `reset`). The `expect…` lines after it are checked
/// once the action settled. `bug:` before an expectation says that a correct app shows it
/// and the broken version does not; `bug(26):` or `bug(27):` says so for one Xcode release's
/// SwiftUI only. `#` starts a comment line.
package struct PackScenario: Sendable {
  package var steps: [PackStep]

  /// The words that mark an expectation the broken version fails, with the eras they name.
  static let bugMarkers: [String: Set<XcodeRelease>] = [
    "bug:": Set(XcodeRelease.allCases), "bug(26):": [.v26], "bug(27):": [.v27],
  ]

  /// Reads `text`; errors name `path` and the line.
  package static func parse(_ text: String, path: String) throws(PackError) -> PackScenario {
    var steps: [PackStep] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      let words: [String]
      do {
        words = try LineTokenizer.tokenize(String(line))
      } catch {
        throw PackError(path: path, line: number, message: "cannot read `\(line)`: a quote is never closed.")
      }
      guard let first = words.first, !first.hasPrefix("#") else { continue }
      if first == "step" {
        steps.append(try step(words, line: number, isFirst: steps.isEmpty, path: path))
        continue
      }
      let eras = bugMarkers[first]
      let expectationWords = eras == nil ? words : Array(words.dropFirst())
      let command: Command?
      do {
        command = try CommandParser.parse(words: expectationWords, line: number)
      } catch {
        throw PackError(path: path, line: number, message: Self.withoutLinePrefix(error.description))
      }
      guard case .expect(let expectation) = command else {
        throw PackError(
          path: path, line: number,
          message: eras == nil
            ? "an action starts a step of its own: write `step \"What the learner does\" \(line.trimmingSpaces)`."
            : "`\(first)` marks an expectation (`\(first) expect LABEL VALUE`), not an action.")
      }
      guard !steps.isEmpty else {
        throw PackError(
          path: path, line: number,
          message: "an expectation belongs to a step: start the scenario with `step \"Open the screen\"`.")
      }
      steps[steps.count - 1].expectations.append(
        PackExpectation(
          expectation: expectation, text: CommandParser.line(for: .expect(expectation)), line: number,
          bugEras: eras ?? []))
    }
    guard !steps.isEmpty else {
      throw PackError(
        path: path, message: "the scenario has no steps: start it with `step \"Open the screen\"`.")
    }
    return PackScenario(steps: steps)
  }

  private static func step(_ words: [String], line: Int, isFirst: Bool, path: String) throws(PackError)
    -> PackStep
  {
    guard words.count >= 2, !words[1].isEmpty else {
      throw PackError(path: path, line: line, message: "a step needs a title: `step \"Tap Add\" tap Add`.")
    }
    let actionWords = Array(words.dropFirst(2))
    if isFirst {
      guard actionWords.isEmpty else {
        throw PackError(
          path: path, line: line,
          message: "the first step mounts the app and takes no action: write `step \"\(words[1])\"`, "
            + "then a step for `\(actionWords.joined(separator: " "))`.")
      }
      return PackStep(title: words[1], action: .mount, line: line, expectations: [])
    }
    let action: Command?
    do {
      action = try CommandParser.parse(words: actionWords, line: line)
    } catch {
      throw PackError(path: path, line: line, message: Self.withoutLinePrefix(error.description))
    }
    switch action {
    case nil:
      throw PackError(
        path: path, line: line,
        message: "only the first step goes without an action: add what the learner does, "
          + "`step \"\(words[1])\" tap LABEL`.")
    case .perform?, .reset?, .repeated?:
      return PackStep(title: words[1], action: action ?? .mount, line: line, expectations: [])
    case .event?:
      throw PackError(
        path: path, line: line,
        message: "a pack lesson's app runs as `play` runs a file, which has no outside events; "
          + "drive it with a control (a button the file adds) instead.")
    default:
      throw PackError(
        path: path, line: line,
        message: "a step's action changes the app (tap, type, toggle, inc, dec, select, submit, focus, "
          + "dismiss, back, reset); `\(actionWords.first ?? "")` does not. Put expectations on lines of their own."
      )
    }
  }

  /// A parser message without its `line N: ` prefix (the pack error says the line).
  private static func withoutLinePrefix(_ message: String) -> String {
    guard let range = message.range(of: ": "), message.hasPrefix("line ") else { return message }
    return String(message[range.upperBound...])
  }
}

/// One step of a pack scenario: a title, an action, and what a correct app shows after it.
package struct PackStep: Sendable {
  package var title: String
  /// `mount` for the first step; a verb for every later one.
  package var action: Command
  /// The line of `scenario.play` the step starts on.
  package var line: Int
  package var expectations: [PackExpectation]
}

/// An expectation of a pack step, with the eras in which the broken version fails it.
package struct PackExpectation: Sendable {
  package var expectation: ScreenExpectation
  /// The expectation as the scenario spells it (`expect Badge "Cart 1"`), for transcripts.
  package var text: String
  /// Its line in `scenario.play`.
  package var line: Int
  /// The eras in which the broken version is meant to fail it; empty when it never is.
  package var bugEras: Set<XcodeRelease>
}

extension Substring {
  fileprivate var trimmingSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
}

import LessonKit
import WorkbenchSupport

/// What can be typed at a pause of the step mode, parsed from one line.
enum StepPause: Equatable {
  /// Return or `next`: run the next step.
  case next
  /// `back`: return to the script (drop pokes), or go back one step.
  case back
  /// `replay`: run the last step again from the state before it.
  case replay
  /// `quit`: stop here, leaving the app mounted.
  case quit
  /// `help`: list these.
  case help
  /// A scenario verb's words, run by the shell; `pokes` when its command changes the app
  /// (``CommandParser/Verb/changesApp``: `tap` does, `tree` only looks).
  case verb(words: [String], pokes: Bool)

  /// The pause's own words, for suggestions.
  static let words = ["next", "back", "replay", "quit", "help"]

  /// Shell verbs that only look and that a scenario script does not have (so
  /// ``CommandParser`` cannot say they do not poke).
  static let lookingVerbs: Set<String> = ["why"]

  /// The verbs that poke the app at the pause: the parser's user actions and `event`, but the
  /// pause's own words (its `back` steps back; the navigation back button waits for `quit`).
  static let pokes = (CommandParser.userActionVerbs + ["event"]).filter { !words.contains($0) }

  /// The short reminder printed once, before the first pause.
  static let hint =
    "Step mode: Return runs the next step · tree, log, counts, why VIEW look · back, replay · "
    + pokes.joined(separator: ", ")
    + " poke · quit stops · help explains."

  /// What each word does, for `help` and after a word the pause does not know.
  static let guide =
    "At the pause: Return (or 'next') runs the next step; 'back' goes back a step, or back to the "
    + "script after a poke (so the navigation back button is the shell's 'back', after 'quit'); "
    + "'replay' runs the last step again; 'tree', 'log', 'counts' look, 'why VIEW' says why a view's "
    + "body ran in the last step, 'log \(InspectVerbCommand.LogFlags.declared.$html.spelling) FILE' exports "
    + "the session so far; "
    + pokes.map { "'\($0)'" }.joined(separator: ", ")
    + " poke the app; 'quit' stops and keeps it mounted."

  /// Parses the words of a line; `scenarioVerbs` are the names the shell's scenario verbs answer to.
  static func parse(_ words: [String], scenarioVerbs: [String]) throws(ShellError) -> StepPause {
    guard let first = words.first else { return .next }
    switch first {
    case "next", "n": return .next
    case "back", "b": return .back
    case "replay": return .replay
    case "quit", "q", "exit": return .quit
    case "help", "?": return .help
    default: break
    }
    if scenarioVerbs.contains(first) {
      let pokes = !Self.lookingVerbs.contains(first) && (CommandParser.verb(named: first)?.changesApp ?? true)
      return .verb(words: words, pokes: pokes)
    }
    throw .unknownPauseCommand(
      first, suggestion: Suggestion.nearest(to: first, among: Self.words + scenarioVerbs))
  }
}

import StateRuntime

extension ScriptComparison {
  /// The section that `words` (`comparison TITLE`) starts.
  static func start(_ words: [String], line: Int, hasDeclarations: Bool, hasSteps: Bool, path: String)
    throws(LessonFolderError) -> ScriptComparison
  {
    guard hasSteps else {
      throw LessonFolderError(
        path: path, line: line,
        message: "the comparison ends the scenario: write its steps first, from `step \"Open the screen\"`.")
    }
    guard hasDeclarations else {
      throw LessonFolderError(
        path: path, line: line,
        message: "a comparison mounts builds of the app one by one, which a lesson's Swift declares "
          + "(`let lessonScenario = Scenario(…)`); a lesson of Broken.swift and Fixed.swift has none: "
          + "`run ID --compare` sets its two versions side by side already.")
    }
    guard words.count == 2, !words[1].isEmpty else {
      throw LessonFolderError(
        path: path, line: line,
        message:
          "a comparison has one title, quoted: `comparison \"Body evaluations over 10 ticks, after mount:\"`."
      )
    }
    return ScriptComparison(
      title: words[1], builds: [], eras: [], views: [], facts: [], steps: [], line: line)
  }

  /// Reads one line of the section into `section`: its builds, eras, rows, or a step.
  static func read(_ words: [String], line: Int, into section: inout ScriptComparison, path: String)
    throws(LessonFolderError)
  {
    let names = Array(words.dropFirst())
    switch words[0] {
    case "builds", "eras", "count", "count-facts":
      guard !names.isEmpty else {
        throw LessonFolderError(
          path: path, line: line, message: "`\(words[0])` names at least one: \(Self.example).")
      }
    default: break
    }
    switch words[0] {
    case "builds":
      section.builds += names
    case "eras":
      for name in names {
        guard let era = Int(name).flatMap(XcodeRelease.init(rawValue:)) else {
          let known = XcodeRelease.allCases.map { String($0.rawValue) }.joined(separator: ", ")
          throw LessonFolderError(
            path: path, line: line, message: "`\(name)` is not an Xcode release this tool models (\(known)).")
        }
        section.eras.append(era)
      }
    case "count":
      section.views += names
    case "count-facts":
      section.facts += names
    case "step", "comparison":
      throw LessonFolderError(
        path: path, line: line,
        message: "the comparison ends the scenario: move `\(words[0])` above its `comparison` line.")
    default:
      section.steps.append(try step(words, line: line, path: path))
    }
  }

  /// A step of the section: an action each build performs, as a scenario step's.
  private static func step(_ words: [String], line: Int, path: String) throws(LessonFolderError) -> Command {
    let action: Command?
    do {
      action = try CommandParser.parse(words: words, line: line)
    } catch {
      throw LessonFolderError(
        path: path, line: line, message: ScenarioScript.withoutLinePrefix(error.description))
    }
    // A repetition (`event tick 10`) is judged by what it repeats.
    switch action.map({ $0.steps.first ?? $0 }) {
    case .perform, .event, .advance, .remount:
      if let action { return action }
      fallthrough
    default:
      throw LessonFolderError(
        path: path, line: line,
        message: "a comparison's lines are `builds`, `eras`, `count`, `count-facts`, and the actions every "
          + "build performs (\((CommandParser.userActionVerbs + ["event", "advance", "remount"]).joined(separator: ", "))); `\(words[0])` is none of them: \(Self.example)."
      )
    }
  }

  /// What a section lacks, once read: its builds, and something to count.
  func validate(path: String) throws(LessonFolderError) {
    guard !builds.isEmpty else {
      throw LessonFolderError(
        path: path, line: line, message: "the comparison names no builds: add `builds broken fixed` after it."
      )
    }
    guard !views.isEmpty || !facts.isEmpty else {
      throw LessonFolderError(
        path: path, line: line,
        message: "the comparison counts nothing: add `count VIEW…` (body evaluations) or `count-facts NAME…`."
      )
    }
  }

  private static let example =
    "`builds broad narrow extracted`, `eras 26 27`, `count ScoreBoard`, `count-facts database.opens`"
}

import ExerciseKit
import LessonKit
import WorkbenchSupport

/// Matches the words after a command's name against its ``ArgumentSpec``.
///
/// Options may come anywhere (`run --fixed draft-title`); `--name=value` and
/// `--name value` are the same; `--` ends options. Values are validated for
/// their kind and ids against the catalog, with a suggestion when one is close.
@MainActor
struct ShellArgumentParser {
  var command: any ShellCommand
  var context: CommandContext

  func parse(_ words: some Collection<String>) throws(ShellError) -> ParsedArguments {
    let spec = command.arguments
    var result = ParsedArguments()
    var loose: [String] = []
    var optionsEnded = false
    var iterator = words.makeIterator()

    while let word = iterator.next() {
      if optionsEnded || !word.hasPrefix("-") || word == "-" || Self.isNumber(word) {
        loose.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (spelling, inlineValue) = Self.split(word)
      guard let option = spec.option(spelled: spelling) else {
        let known = spec.options.map(\.spelling) + [GlobalOption.help.spelling]
        throw .unknownOption(
          command: command.name, option: spelling,
          suggestion: Suggestion.nearest(to: spelling, among: known))
      }
      guard let kind = option.valueKind else {
        if inlineValue != nil { throw .flagWithValue(command: command.name, option: spelling) }
        result.flags.insert(option.name)
        continue
      }
      guard let value = inlineValue ?? iterator.next() else {
        throw .missingOptionValue(
          command: command.name, option: spelling, valueName: option.valueName ?? "value")
      }
      try validate(value, kind: kind, argument: spelling)
      result.options[option.name] = value
      if option.isRepeatable { result.repeatedOptions[option.name, default: []].append(value) }
    }

    if spec.passesWordsThrough {
      result.words = loose
    } else {
      try assign(loose, to: spec.positionals, into: &result)
    }
    return result
  }

  private func assign(
    _ values: [String], to positionals: [PositionalSpec], into result: inout ParsedArguments
  ) throws(ShellError) {
    var remaining = values[...]
    for positional in positionals {
      let taken: [String]
      switch positional.arity {
      case .variadic:
        taken = Array(remaining)
        remaining = []
      case .required, .optional:
        if let first = remaining.popFirst() {
          taken = [first]
        } else if positional.defaultsToOpenLesson, let open = openID(for: positional.kind) {
          taken = [open]
        } else if positional.arity == .required {
          throw .missingArgument(command: command.name, name: positional.name)
        } else {
          taken = []
        }
      }
      for value in taken {
        try validate(value, kind: positional.kind, argument: positional.name)
      }
      if !taken.isEmpty { result.positionals[positional.name] = taken }
    }
    if let extra = remaining.first {
      throw .unexpectedArgument(command: command.name, argument: extra)
    }
  }

  private func openID(for kind: ArgumentKind) -> String? {
    guard let open = context.session.currentLessonID else { return nil }
    switch kind {
    case .lessonID, .quizTopic: return context.catalog.hasLesson(open) ? open : nil
    case .exerciseID: return context.catalog.hasExercise(open) ? open : nil
    default: return nil
    }
  }

  private func validate(_ value: String, kind: ArgumentKind, argument: String) throws(ShellError) {
    switch kind {
    case .text, .filePath, .controlLabel, .eventName, .viewName:
      return
    case .lessonID, .quizTopic:
      // A lesson the catalog has is found without listing them all (`run LESSON` reads one
      // lesson's folder); the list is for what it lacks, to suggest the nearest.
      if context.catalog.hasLesson(value) || (kind == .quizTopic && value == ArgumentKind.interviewTopic) {
        return
      }
      let ids = context.catalog.lessons.map(\.id) + (kind == .quizTopic ? [ArgumentKind.interviewTopic] : [])
      throw .unknownID(
        command: command.name, kind: .lesson, id: value, suggestion: Suggestion.nearest(to: value, among: ids)
      )
    case .exerciseID:
      let ids = context.catalog.exercises.map(\.id)
      if !ids.contains(value) {
        throw .unknownID(
          command: command.name, kind: .exercise, id: value,
          suggestion: Suggestion.nearest(to: value, among: ids))
      }
    case .commandName:
      // Every command may be explained, even one that only works inside the shell.
      let names = context.registry.commands.flatMap { [$0.name] + $0.aliases }
      if !names.contains(value) {
        throw .unknownCommand(value, suggestion: Suggestion.nearest(to: value, among: names))
      }
    case .choice(let words):
      if !words.contains(value) {
        throw .invalidChoice(command: command.name, argument: argument, value: value, choices: words)
      }
    case .positiveInteger:
      guard let number = Int(value), number > 0 else {
        throw .invalidValue(
          command: command.name, argument: argument, value: value, expected: "a whole number above 0")
      }
    case .timeoutSeconds:
      // A bound, not just "positive": 1e19 s would overflow the deadline arithmetic.
      let range = CheckOptions.timeoutRange
      guard let seconds = Double(value), range.contains(seconds) else {
        throw .invalidValue(
          command: command.name, argument: argument, value: value,
          expected:
            "a number of seconds from \(Int(range.lowerBound)) to \(Int(range.upperBound)), like 30 or 1.5")
      }
    case .retention:
      let range = FSRSScheduler.retentionRange
      guard let retention = Double(value), range.contains(retention) else {
        throw .invalidValue(
          command: command.name, argument: argument, value: value,
          expected:
            "a chance of recall from \(range.lowerBound) to \(range.upperBound), like 0.9 (90 % of answers "
            + "recalled when a question comes back)")
      }
    }
  }

  /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
  private static func split(_ word: String) -> (String, String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  // `-5` is a (bad) value, not an option; let validation word the error.
  private static func isNumber(_ word: String) -> Bool {
    Double(word) != nil
  }
}

import LessonKit

/// Decides what Tab offers, from the text left of the cursor; knows nothing of libedit.
///
/// ```swift
/// CompletionEngine(context: context).candidates(forLinePrefix: "run in")  // ["draft-title"]
/// ```
/// The first word completes to command names, later words to the positional or
/// option value they stand for (ids, control labels, event names, choices), and
/// words starting with `-` to the command's options.
@MainActor
package struct CompletionEngine {
  var context: CommandContext

  /// An engine completing against `context`'s commands, catalog and mounted scenario.
  package init(context: CommandContext) {
    self.context = context
  }

  /// Complete words (unquoted) that may replace the partial word at the end of `prefix`.
  package func candidates(forLinePrefix prefix: String) -> [String] {
    let scan = LineTokenizer.scan(prefix)
    let partial = scan.partial ?? ""
    let all = candidates(after: scan.words, partial: partial)
    var seen = Set<String>()
    return all.filter { $0.lowercased().hasPrefix(partial.lowercased()) && seen.insert($0).inserted }
  }

  private func candidates(after words: [String], partial: String) -> [String] {
    let words = words.filter { !CommandLineParser.displayFlags.contains($0) }
    guard let first = words.first else {
      if partial.hasPrefix("-") { return CommandLineParser.globalOptions }
      return context.registry.visibleCommands(in: context.mode).map(\.name)
    }
    guard let command = context.registry.command(named: first) else { return [] }
    let spec = command.arguments
    let rest = words.dropFirst()

    if let last = rest.last, let option = spec.option(spelled: last), let kind = option.valueKind {
      return kind.candidates(in: context)
    }
    if partial.hasPrefix("-") && !rest.contains("--") {
      return spec.options.map(\.spelling).filter { !rest.contains($0) } + [GlobalOption.help.spelling]
    }
    let index = positionalCount(in: rest, spec: spec)
    guard
      let positional = spec.positionals.indices.contains(index)
        ? spec.positionals[index] : spec.positionals.last.flatMap({ $0.arity == .variadic ? $0 : nil })
    else { return [] }
    return command.completions(for: positional, in: context)
  }

  /// How many positional values `words` already holds, skipping options and their values.
  private func positionalCount(in words: ArraySlice<String>, spec: ArgumentSpec) -> Int {
    var count = 0
    var skipNext = false
    var optionsEnded = false
    for word in words {
      if skipNext {
        skipNext = false
      } else if optionsEnded || !word.hasPrefix("-") {
        count += 1
      } else if word == "--" {
        optionsEnded = true
      } else if let option = spec.option(spelled: word), option.valueKind != nil {
        skipNext = true
      }
    }
    return count
  }
}

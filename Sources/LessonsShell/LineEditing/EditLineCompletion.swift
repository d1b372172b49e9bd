import CEditLine
import LessonKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Connects libedit's Tab key to a ``CompletionEngine``.
///
/// libedit calls a C function with no context pointer, so the engine lives in a
/// static; libedit calls it on the main thread, from inside `readline`.
@MainActor
enum EditLineCompletion {
  private static var engine: CompletionEngine?

  static func install(_ engine: CompletionEngine) {
    self.engine = engine
    ceditline_set_attempted_completion_function { text, _, end in
      let word = text.map { String(cString: $0) } ?? ""
      let lineBuffer = ceditline_line_buffer().map { String(cString: $0) } ?? ""
      let matches = MainActor.assumeIsolated {
        EditLineCompletion.replacements(forWord: word, line: lineBuffer, cursor: Int(end))
      }
      // Without this, libedit falls back to completing file names.
      ceditline_set_attempted_completion_over(1)
      return EditLineCompletion.makeMatchArray(matches)
    }
  }

  /// What may replace libedit's `word` (the text after its last word-break character).
  ///
  /// libedit's idea of a word differs from ours (it breaks at quotes and `=`), so
  /// candidates are computed from our tokenizer and then cut to libedit's word.
  static func replacements(forWord word: String, line: String, cursor: Int) -> [String] {
    guard let engine else { return [] }
    // libedit counts the cursor in wide characters, i.e. Unicode scalars.
    let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(cursor)))
    let scan = LineTokenizer.scan(prefix)
    let typed = scan.partialStart.map { String(prefix.dropFirst($0)) } ?? ""
    guard typed.hasSuffix(word) else { return [] }
    return engine.candidates(forLinePrefix: prefix).compactMap { candidate in
      let spelled = CompletionQuoting.spell(candidate, openQuote: scan.openQuote)
      guard spelled.lowercased().hasPrefix(typed.lowercased()) else { return nil }
      return word + spelled.dropFirst(typed.count)
    }
  }

  /// The `char **` libedit expects: the common prefix first, then each match, then NULL.
  private nonisolated static func makeMatchArray(
    _ matches: [String]
  ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    guard !matches.isEmpty else { return nil }
    let entries = matches.count == 1 ? matches : [commonPrefix(matches)] + matches
    // libedit frees the array and its strings with free(3): allocate both with malloc.
    let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
    guard let raw = malloc(size) else { return nil }
    let array = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() {
      array[index] = strdup(entry)
    }
    array[entries.count] = nil
    return array
  }

  private nonisolated static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map(Array.init) else { return "" }
    for word in words.dropFirst() {
      let characters = Array(word)
      var length = 0
      while length < min(prefix.count, characters.count), prefix[length] == characters[length] {
        length += 1
      }
      prefix = Array(prefix[..<length])
    }
    return String(prefix)
  }
}

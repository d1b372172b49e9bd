/// A source of shell lines: libedit on a terminal, a plain stream otherwise.
@MainActor
package protocol LineReader: AnyObject {
  /// Waits for the next line, showing `prompt` if the reader shows prompts.
  func readLine(prompt: String) -> LineInput
  /// Offers a decoded, non-empty line for history (readers without history ignore it).
  func remember(_ line: String)
}

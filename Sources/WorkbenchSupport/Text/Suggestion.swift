/// Finds the valid word a user most likely meant, for "Did you mean ...?" hints.
///
/// The rules are the runtime's (`NearestMatch`, compiled here from the same file),
/// so a mistyped command and a mistyped control label get the same kind of hint.
///
/// ```swift
/// Suggestion.nearest(to: "lsit", among: ["list", "show", "run"])  // "list"
/// Suggestion.nearest(to: "xyz", among: ["list", "show", "run"])   // nil
/// ```
package enum Suggestion {
  /// The candidate closest to `typed`, or `nil` when none is close enough to help.
  ///
  /// A candidate that `typed` is a unique prefix of wins outright; otherwise the
  /// smallest edit distance wins, if it is small relative to the word's length
  /// (a wild guess is worse than no guess). Ties keep the candidates' order.
  package static func nearest(to typed: String, among candidates: some Sequence<String>) -> String? {
    NearestMatch.nearest(to: typed, among: candidates)
  }
}

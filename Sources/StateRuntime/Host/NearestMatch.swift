/// Finds the label a user most likely meant, for "Did you mean ...?" hints.
///
/// One file for two modules: WorkbenchSupport compiles it too, through a link in
/// `Sources/WorkbenchSupport/Text/` (the runtime may import nothing of the
/// workbench), and its public `Suggestion` answers with it, so a label and a
/// command typed with the same typo get the same hint.
///
/// ```swift
/// NearestMatch.nearest(to: "Place ordr", among: ["Place order", "Cancel"])  // "Place order"
/// NearestMatch.nearest(to: "xyz", among: ["Place order", "Cancel"])         // nil
/// ```
enum NearestMatch {
  /// The candidate closest to `typed`, or `nil` when none is close enough to help.
  ///
  /// A candidate that `typed` is a unique prefix of wins outright; otherwise the
  /// smallest edit distance wins, if it is small relative to the word's length
  /// (a wild guess is worse than no guess). Ties keep the candidates' order.
  static func nearest(to typed: String, among candidates: some Sequence<String>) -> String? {
    let typedLower = typed.lowercased()
    guard !typedLower.isEmpty else { return nil }
    let candidates = Array(candidates)
    if candidates.contains(typed) { return nil }

    let prefixed = candidates.filter { $0.lowercased().hasPrefix(typedLower) }
    if prefixed.count == 1 { return prefixed[0] }

    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = EditDistance.between(typed, candidate)
      if distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    guard let best, best.distance <= allowedDistance(for: typed, candidate: best.candidate) else {
      return nil
    }
    return best.candidate
  }

  private static func allowedDistance(for typed: String, candidate: String) -> Int {
    let length = max(typed.count, candidate.count)
    switch length {
    case ...2: return 1
    case ...5: return 2
    default: return max(2, length / 3)
    }
  }
}

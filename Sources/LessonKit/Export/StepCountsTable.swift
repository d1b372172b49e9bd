/// Body evaluations per view in one step, side by side for each version:
/// the per-step table of `run --compare` and the handout.
package enum StepCountsTable {
  /// A comparison result for `counts` (one per version, in order), over
  /// every view that ran so far in any of them; `nil` where a version has
  /// no such view yet, 0 where it has one that did not run in the step.
  package static func result(
    step number: Int, versions: [(name: String, step: [String: Int], soFar: [String: Int])]
  ) -> ComparisonResult {
    var views: [String] = []
    for version in versions {
      for view in version.soFar.keys.sorted() where !views.contains(view) { views.append(view) }
    }
    // Busiest first, then by name: the same order every time.
    let total = { (view: String) in versions.map { $0.step[view] ?? 0 }.reduce(0, +) }
    views.sort { (total($1), $0) < (total($0), $1) }
    let rows = views.map { view in
      ComparisonResult.Row(
        view: view, counts: versions.map { $0.soFar[view] == nil ? nil : ($0.step[view] ?? 0) })
    }
    return ComparisonResult(
      title: "Body evaluations in step \(number)", buildNames: versions.map(\.name), rows: rows, errors: [])
  }

  /// The table for step `index` of a transcript's versions.
  package static func result(for transcript: Transcript, step index: Int) -> ComparisonResult {
    result(
      step: index + 1,
      versions: transcript.versions.compactMap { version in
        guard version.steps.indices.contains(index) else { return nil }
        let step = version.steps[index]
        return (version.variant.rawValue, step.bodyRuns, step.bodyRunsSoFar)
      })
  }
}

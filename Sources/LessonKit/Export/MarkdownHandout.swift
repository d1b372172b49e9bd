/// A handout of a recorded run in Markdown: each step with its command,
/// log, expectations, per-step body counts and tree, then the verdict.
///
/// ```swift
/// let text = MarkdownHandout.render(transcript)
/// ```
public enum MarkdownHandout {
  /// The handout's text.
  public static func render(_ transcript: Transcript, material: LessonMaterial? = nil) -> String {
    let lesson = transcript.lesson
    let names = transcript.versions.map(\.variant.rawValue)
    var out: [String] = [
      "# \(lesson.number). \(lesson.title) (`\(lesson.id)`)", "",
      "> \(lesson.summary)", "",
      "Recorded from the runtime: the \(names.joined(separator: " and ")) "
        + (names.count == 1 ? "version" : "versions") + ", step by step. Run it yourself with "
        + "`lessons run \(lesson.id)\(flags(transcript))`.",
      "",
    ]
    for (index, title) in transcript.stepTitles.enumerated() {
      out += ["## \(index + 1). \(title)", ""]
      for version in transcript.versions where version.steps.indices.contains(index) {
        let step = version.steps[index]
        out += section(step, variant: version.variant, showsVariant: transcript.versions.count > 1)
      }
      out += table(StepCountsTable.result(for: transcript, step: index))
    }
    out += ["## Verdict", ""]
    for version in transcript.versions {
      out.append("- **\(version.variant.rawValue)**: \(version.verdict.label). \(version.verdict.summary)")
    }
    out.append("")
    if let comparison = transcript.comparison {
      out += ["## \(comparison.title)", ""]
      out.append("| view | " + comparison.builds.joined(separator: " | ") + " |")
      out.append("|---|" + comparison.builds.map { _ in "---:|" }.joined())
      for row in comparison.rows {
        out.append(
          "| `\(row.view)` | " + row.counts.map { $0.map(String.init) ?? "–" }.joined(separator: " | ") + " |"
        )
      }
      out.append("")
    }
    return out.joined(separator: "\n")
  }

  private static func flags(_ transcript: Transcript) -> String {
    if transcript.versions.count > 1 { return " --compare" }
    return transcript.versions.first?.variant == .fixed ? " --fixed" : ""
  }

  private static func section(_ step: StepTranscript, variant: Variant, showsVariant: Bool) -> [String] {
    var out: [String] = []
    if showsVariant { out += ["### \(variant.rawValue)", ""] }
    out += ["Command: `\(step.command)`", ""]
    out += ["```text"] + (step.log.isEmpty ? ["(no state changed and no body ran)"] : step.log) + ["```", ""]
    if let error = step.error { out += ["- ✗ could not perform the step: \(error)"] }
    for expectation in step.expectations {
      out.append("- " + expectation.line)
    }
    if step.error != nil || !step.expectations.isEmpty { out.append("") }
    out += [
      "<details><summary>View tree after step \(step.number)</summary>", "", "```text",
      step.tree.annotatedText, "```", "", "</details>", "",
    ]
    return out
  }

  private static func table(_ result: ComparisonResult) -> [String] {
    guard !result.rows.isEmpty else { return [] }
    var out = ["**\(result.title)**", "", "| view | " + result.buildNames.joined(separator: " | ") + " |"]
    out.append("|---|" + result.buildNames.map { _ in "---:|" }.joined())
    for row in result.rows {
      out.append(
        "| `\(row.view)` | " + row.counts.map { $0.map(String.init) ?? "–" }.joined(separator: " | ") + " |")
    }
    return out + [""]
  }
}

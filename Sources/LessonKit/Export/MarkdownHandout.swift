/// A handout of a recorded run in Markdown, worth keeping after the class:
/// the story, the rule, the ownership answers, the broken and fixed code
/// with a diff (from ``LessonMaterial``, when given), then each step with its
/// command, log, expectations, per-step body counts and tree, then the verdicts.
///
/// ```swift
/// let text = MarkdownHandout.render(transcript, material: LessonMaterial(lesson))
/// let page = MarkdownHandout.renderShort(transcript, material: LessonMaterial(lesson))
/// ```
package enum MarkdownHandout {
  /// The handout's text.
  package static func render(_ transcript: Transcript, material: LessonMaterial? = nil) -> String {
    let lesson = transcript.lesson
    let names = transcript.versions.map(\.variant.rawValue)
    let heading = lesson.number > 0 ? "\(lesson.number). \(lesson.title) (`\(lesson.id)`)" : lesson.title
    var out: [String] = ["# \(heading)", "", "> \(lesson.summary)", ""]
    if lesson.number > 0 {
      out += [
        "Recorded from the runtime: the \(names.joined(separator: " and ")) "
          + (names.count == 1 ? "version" : "versions") + ", step by step. Run it yourself with "
          + "`lessons run \(lesson.id)\(flags(transcript))`.",
        "",
      ]
    }
    if let material { out += materialSections(material) }
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

  /// The most diff lines the short handout shows.
  static let shortDiffLines = 24

  /// The short handout, about a page: the story's opening, the rule, what changed between the
  /// versions (the diff with one line of context, its first ``shortDiffLines`` lines) and each
  /// version's verdict. The full handout
  /// (``render(_:material:)``) adds the ownership answers, both versions' code and every step.
  package static func renderShort(_ transcript: Transcript, material: LessonMaterial? = nil) -> String {
    let lesson = transcript.lesson
    let heading = lesson.number > 0 ? "\(lesson.number). \(lesson.title) (`\(lesson.id)`)" : lesson.title
    var out: [String] = ["# \(heading)", "", "> \(lesson.summary)", ""]
    if let material {
      // The story's opening (the situation and its symptom); the rest of it is the full handout's.
      if let opening = material.story.first(where: { $0 != material.rule }) {
        out += ["**\(opening.title).** \(opening.text)", ""]
      }
      if let rule = material.rule { out += ["## The rule", "", "> " + rule.text, ""] }
      if let diff = material.diff, diff.hasChanges {
        let lines = diff.unified(context: 1)
        // A page holds the heart of the fix; a longer diff is the full handout's.
        let shown = lines.prefix(shortDiffLines)
        out += ["## The fix", "", "Broken (`-`) against fixed (`+`):", "", "```diff"]
        out += shown + ["```", ""]
        if lines.count > shown.count {
          out += ["(\(lines.count - shown.count) more lines of the diff are in the full handout.)", ""]
        }
      }
    }
    out += ["## Verdict", ""]
    for version in transcript.versions {
      out.append("- **\(version.variant.rawValue)**: \(version.verdict.label). \(version.verdict.summary)")
    }
    out.append("")
    if lesson.number > 0 {
      out += [
        "Every step, with its log and view tree, is in the full handout "
          + "(`lessons run \(lesson.id) --compare --markdown FILE`).",
        "",
      ]
    }
    return out.joined(separator: "\n")
  }

  /// The story (the rule set apart), who owns the value, and the code with its diff.
  static func materialSections(_ material: LessonMaterial) -> [String] {
    var out: [String] = []
    let story = material.story.filter { $0 != material.rule }
    if !story.isEmpty {
      out += ["## The story", ""]
      for section in story { out += ["### \(section.title)", "", section.text, ""] }
    }
    if let rule = material.rule { out += ["## The rule", "", "> " + rule.text, ""] }
    if let ownership = material.ownership {
      out += ["## Who owns \(ownership.value)?", ""]
      for (question, answer) in material.ownershipAnswers { out.append("- **\(question)** \(answer)") }
      out.append("")
    }
    let variants = Variant.allCases.filter { !(material.listings[$0] ?? []).isEmpty }
    if !variants.isEmpty || !material.shared.isEmpty {
      out += ["## The code", ""]
      if !material.shared.isEmpty {
        out += ["### Shared by both versions", ""]
        for file in material.shared { out += ["`\(file.path)`", "", "```swift", file.body, "```", ""] }
      }
      for variant in variants {
        if variants.count > 1 { out += ["### The \(variant.rawValue) version", ""] }
        for file in material.listings[variant] ?? [] {
          out += ["`\(file.path)`", "", "```swift", file.body, "```", ""]
        }
      }
    }
    if let diff = material.diff, diff.hasChanges {
      out += [
        "### What changed", "", "The lesson's own files, broken (`-`) against fixed (`+`):", "", "```diff",
      ]
      out += diff.unified(context: 2) + ["```", ""]
    }
    return out
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
    out += ["View tree after step \(step.number):", "", "```text", step.tree.annotatedText, "```", ""]
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

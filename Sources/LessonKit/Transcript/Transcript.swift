/// One or two runs of a lesson's scenario as data: every step with its
/// command, the runtime's records, the expectations checked, the view tree
/// after it, and the verdict.
///
/// Everything in it comes from running the runtime (``TranscriptRecorder``);
/// the JSON, Markdown, HTML and SVG exports all render this one value.
///
/// ```swift
/// let transcript = await TranscriptRecorder.record(lesson, variants: [.broken, .fixed])
/// let json = try TranscriptJSON.encode(transcript)
/// ```
package struct Transcript: Codable, Sendable, Hashable {
  /// The lesson that ran.
  package let lesson: LessonInfo
  /// One run per version, in the order asked for (broken before fixed for a comparison).
  package let versions: [VersionTranscript]
  /// The lesson's comparison of builds, when it has one.
  package let comparison: ComparisonTable?

  package init(lesson: LessonInfo, versions: [VersionTranscript], comparison: ComparisonTable?) {
    self.lesson = lesson
    self.versions = versions
    self.comparison = comparison
  }

  /// The step titles, shared by every version (they run the same scenario).
  package var stepTitles: [String] { versions.first?.steps.map(\.title) ?? [] }
}

extension Variant: Codable {}

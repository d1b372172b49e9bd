/// What a lesson's exports show beside the recorded run: the story, the
/// rule, the ownership answers and the code of both versions with their diff.
///
/// Kept apart from ``Transcript``, which holds only what the runtime
/// recorded (and is what `run --json` prints); a session exported from the
/// shell has a transcript but may have no lesson.
package struct LessonMaterial: Sendable, Hashable {
  /// The story's sections, the rule among them.
  package let story: [StorySection]
  /// Who owns the value at the heart of the bug, for the fixed code.
  package let ownership: Ownership?
  /// The files both versions share (models, sample data), as compiled.
  package let shared: [SourceFile]
  /// Each version's own files, as compiled.
  package let listings: [Variant: [SourceFile]]
  /// The lesson's own files, broken against fixed.
  package let diff: CodeDiff?

  package init(
    story: [StorySection], ownership: Ownership?, shared: [SourceFile] = [],
    listings: [Variant: [SourceFile]],
    diff: CodeDiff?
  ) {
    self.story = story
    self.ownership = ownership
    self.shared = shared
    self.listings = listings
    self.diff = diff
  }

  /// The story section that states the rule (titled `The rule`), if there is one.
  package var rule: StorySection? {
    story.first { $0.title.lowercased().contains("rule") }
  }

  /// The ownership answers as question and answer pairs.
  package var ownershipAnswers: [(question: String, answer: String)] {
    guard let ownership else { return [] }
    return [
      ("Where does the truth live?", ownership.truth),
      ("How long does it live?", ownership.lifetime),
      ("Who may change it?", ownership.writers),
      ("Must it persist?", ownership.persistence),
    ]
  }
}

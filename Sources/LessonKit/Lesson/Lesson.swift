/// One lesson: a real SwiftUI state bug, its fix, and a scenario that makes
/// the runtime show both.
///
/// Lessons live in `Lessons/NN-name/` and are listed in `LessonCatalog.all`.
public struct Lesson: Sendable {
  /// The kebab-case id learners type: `init-copy`.
  public let id: String
  /// The lesson's place in the course (1-based).
  public let number: Int
  public let title: String
  /// One line for `lessons list`.
  public let summary: String
  /// Short sections: the symptom, the mechanism, the rule, the fix.
  public let story: [StorySection]
  /// Who owns the value at the heart of the bug, answered for the fixed code.
  public let ownership: Ownership
  /// The source files of each version, as compiled (see ``LessonCode``).
  public let code: LessonCode
  /// The steps run against both versions.
  public let scenario: Scenario
  /// Staged hints for a learner who is stuck.
  public let hints: [String]
  /// Builds whose body counts a run sets side by side after the verdict, if the lesson has any.
  public let comparison: Comparison?

  public init(
    id: String, number: Int, title: String, summary: String, story: [StorySection], ownership: Ownership,
    code: LessonCode, scenario: Scenario, hints: [String], comparison: Comparison? = nil
  ) {
    self.id = id
    self.number = number
    self.title = title
    self.summary = summary
    self.story = story
    self.ownership = ownership
    self.code = code
    self.scenario = scenario
    self.hints = hints
    self.comparison = comparison
  }
}

/// Which version of a lesson's app runs.
public enum Variant: String, Sendable, CaseIterable, Hashable {
  case broken
  case fixed
}

/// A titled section of a lesson's story.
public struct StorySection: Sendable, Hashable {
  public let title: String
  public let text: String

  public init(_ title: String, _ text: String) {
    self.title = title
    self.text = text
  }
}

/// The four questions that settle who owns a value, answered.
public struct Ownership: Sendable, Hashable {
  /// The value the answers are about (`the document title`).
  public let value: String
  /// Where does the truth live?
  public let truth: String
  /// How long does it live: screen, session, across relaunch?
  public let lifetime: String
  /// Who may change it?
  public let writers: String
  /// Must it persist?
  public let persistence: String

  public init(value: String, truth: String, lifetime: String, writers: String, persistence: String) {
    self.value = value
    self.truth = truth
    self.lifetime = lifetime
    self.writers = writers
    self.persistence = persistence
  }
}

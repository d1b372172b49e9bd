/// One lesson: a real SwiftUI state bug, its fix, a scenario that makes the
/// runtime show both, and the quiz questions about it.
///
/// A lesson is one folder, `Lessons/NN-id/`, holding its text (`lesson.md`:
/// id, title, summary, story, ownership), its steps (`scenario.play`), its
/// questions (`quiz.json`), its code, the Swift declaring what runs
/// (``LessonDeclaration``: the app, the facts its steps read, the verdict, the
/// predict questions), its exercise and its golden transcripts. The catalog
/// finds the folders; everything else (numbers, the quiz bank, the shell's
/// list) derives from them.
package struct Lesson: Sendable {
  /// The kebab-case id learners type: `init-copy`.
  package let id: String
  /// The lesson's place in the course (1-based), from its position in the
  /// catalogue's list (see ``numbered(_:)``); 0 until it is listed.
  package private(set) var number = 0
  /// The folder the catalog found the lesson in (see ``folder``).
  private var discoveredFolder: String?
  package let title: String
  /// One line for `lessons list`.
  package let summary: String
  /// Short sections: the symptom, the mechanism, the rule, the fix.
  package let story: [StorySection]
  /// Who owns the value at the heart of the bug, answered for the fixed code.
  package let ownership: Ownership
  /// The source files of each version, as compiled (see ``LessonCode``).
  package let code: LessonCode
  /// The steps run against both versions.
  package let scenario: Scenario
  /// Builds whose counts a run sets side by side after the verdict, if the lesson has any.
  package let comparison: Comparison?
  /// The lesson's quiz questions, filed under its id (`init-copy.predict-sync`).
  package let quiz: [QuizQuestion]
  /// Whether the outcome differs between Xcode releases (`run --xcode 26` and
  /// `--xcode 27` print different logs); the tests hold every other lesson to
  /// the same transcript in both.
  package let dependsOnEra: Bool

  /// - Parameter quiz: the questions, named within the lesson
  ///   (`QuizQuestion("predict-sync", ...)`); the lesson files them under its id.
  package init(
    id: String, title: String, summary: String, story: [StorySection], ownership: Ownership,
    code: LessonCode, scenario: Scenario, comparison: Comparison? = nil, dependsOnEra: Bool = false,
    quiz: [QuizQuestion] = []
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.story = story
    self.ownership = ownership
    self.code = code
    self.scenario = scenario
    self.comparison = comparison
    self.dependsOnEra = dependsOnEra
    self.quiz = quiz.map { $0.filed(under: id) }
  }

  /// The lesson a folder's `lesson.md`, its `scenario.play` and `quiz.json` (if it has
  /// them) and its Swift declaration make.
  ///
  /// - Parameter quiz: the questions of `quiz.json`, in order, the Swift's placed among them.
  /// - Throws: a ``PackError`` naming `path` when the document lacks the ownership answers,
  ///   which every shipped lesson gives, when the steps are given twice (in the script and
  ///   in Swift) or not at all, or when `quiz` leaves out a question the Swift declares.
  package init(
    document: LessonDocument, script: ScenarioScript?, quiz: [QuizQuestion]?, declaration: LessonDeclaration,
    path: String
  ) throws(PackError) {
    guard let ownership = document.ownership else {
      throw PackError(
        path: path,
        message: "the lesson has no `## Ownership` section: a shipped lesson answers "
          + LessonDocument.ownershipKeys.joined(separator: ", ") + ".")
    }
    var scenario = declaration.scenario
    switch (script, scenario.steps.isEmpty) {
    case (let script?, true): scenario = scenario.with(steps: script.scenarioSteps)
    case (nil, false): break
    case (_?, false):
      throw PackError(
        path: path,
        message: "the lesson's steps are in scenario.play and in its Swift: keep the script's, and "
          + "declare the scenario with `Scenario(makeApp:facts:verdict:)`.")
    case (nil, true):
      throw PackError(path: path, message: "the lesson has no steps: write them in its scenario.play.")
    }
    let id = document.header["id", default: ""]
    if let quiz {
      let placed = Set(quiz.map(\.id))
      let unplaced = declaration.quiz.map { $0.filed(under: id).id }.filter { !placed.contains($0) }
      guard unplaced.isEmpty else {
        throw PackError(
          path: path,
          message: "the Swift declares " + unplaced.map { "'\($0)'" }.joined(separator: ", ")
            + ", which quiz.json does not place: add {\"name\": …, \"declaredIn\": …} where it is asked.")
      }
    }
    self.init(
      id: id, title: document.header["title", default: ""],
      summary: document.header["summary", default: ""], story: document.story, ownership: ownership,
      code: declaration.code, scenario: scenario, comparison: declaration.comparison,
      dependsOnEra: declaration.dependsOnEra, quiz: quiz ?? declaration.quiz)
  }

  /// This lesson at place `number` in the course, found in `folder` (relative to `Lessons/`).
  package func numbered(_ number: Int, folder: String? = nil) -> Lesson {
    var lesson = self
    lesson.number = number
    lesson.discoveredFolder = folder
    return lesson
  }

  /// The folder the lesson lives in, relative to `Lessons/`: `06-costly-state-init`.
  ///
  /// The folder it was discovered in; for a lesson made elsewhere (a test's), the
  /// folder its number and id would name.
  package var folder: String {
    discoveredFolder ?? (number < 10 ? "0" : "") + "\(number)-\(id)"
  }
}

/// Which version of a lesson's app runs.
package enum Variant: String, Sendable, CaseIterable, Hashable {
  case broken
  case fixed
}

/// A titled section of a lesson's story.
package struct StorySection: Sendable, Hashable {
  package let title: String
  package let text: String

  package init(_ title: String, _ text: String) {
    self.title = title
    self.text = text
  }
}

/// The four questions that settle who owns a value, answered.
package struct Ownership: Sendable, Hashable {
  /// The value the answers are about (`the document title`).
  package let value: String
  /// Where does the truth live?
  package let truth: String
  /// How long does it live: screen, session, across relaunch?
  package let lifetime: String
  /// Who may change it?
  package let writers: String
  /// Must it persist?
  package let persistence: String

  package init(value: String, truth: String, lifetime: String, writers: String, persistence: String) {
    self.value = value
    self.truth = truth
    self.lifetime = lifetime
    self.writers = writers
    self.persistence = persistence
  }
}

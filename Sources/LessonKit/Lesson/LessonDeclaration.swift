/// What a shipped lesson's Swift declares: what runs, as opposed to what is read.
///
/// A lesson folder's text (id, title, summary, story, ownership answers) is its
/// `lesson.md`, its steps are its `scenario.play` and its questions' order is its
/// `quiz.json`; the Swift file named after the lesson's type declares the rest as
/// `static let lesson = LessonDeclaration(…)`: the code each version compiles, the
/// app each version mounts with the facts its steps read and the verdict
/// (`Scenario(makeApp:facts:verdict:)`), the builds it compares and its predict
/// questions, which run its code.
/// ``Lesson/init(document:declaration:)`` puts the two together.
package struct LessonDeclaration: Sendable {
  package let code: LessonCode
  package let scenario: Scenario
  package let comparison: Comparison?
  package let dependsOnEra: Bool
  package let quiz: [QuizQuestion]

  /// The parameters are ``Lesson``'s of the same names.
  package init(
    code: LessonCode, scenario: Scenario, comparison: Comparison? = nil, dependsOnEra: Bool = false,
    quiz: [QuizQuestion] = []
  ) {
    self.code = code
    self.scenario = scenario
    self.comparison = comparison
    self.dependsOnEra = dependsOnEra
    self.quiz = quiz
  }
}

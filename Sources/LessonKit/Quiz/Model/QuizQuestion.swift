/// One question of the quiz bank: a choice, a recall, or a predict-the-runtime question.
///
/// ```swift
/// QuizQuestion(
///   "choice-owner", prompt: "Who should own the title?",
///   kind: .choice(ChoiceQuestion(options: [...])))
/// ```
/// A lesson's questions are named within the lesson and filed under its id by
/// ``Lesson``; ids are `LESSON.NAME`, stable across releases: the schedule is
/// keyed by them.
package struct QuizQuestion: Sendable, Identifiable {
  /// What sort of answer the question takes, with what grading needs.
  package enum Kind: Sendable {
    /// Pick one option; every wrong option says why it is wrong.
    case choice(ChoiceQuestion)
    /// Answer freely, read the model answer, grade yourself.
    case recall(RecallQuestion)
    /// Read a snippet and an event, then say what the runtime will do.
    case predict(PredictQuestion)
    /// A predict question of a pack's `quiz.json`, whose snippet must run in a child
    /// first: the shell makes it a ``predict(_:)`` with the runs before the session asks it.
    case packPredict(PackPredict)
  }

  /// The lesson id interview questions are filed under.
  package static let interviewLessonID = "interview"

  /// Stable and readable: `draft-title.predict-undo`.
  package let id: String
  /// The lesson the question belongs to, or ``interviewLessonID``.
  package let lessonID: String
  /// The question as the learner reads it.
  package let prompt: String
  package let kind: Kind

  package init(id: String, lessonID: String, prompt: String, kind: Kind) {
    self.id = id
    self.lessonID = lessonID
    self.prompt = prompt
    self.kind = kind
  }

  /// A question named within its lesson (`predict-sync`), not yet filed under one.
  package init(_ name: String, prompt: String, kind: Kind) {
    self.init(id: name, lessonID: "", prompt: prompt, kind: kind)
  }

  /// The question filed under `lessonID`: its id becomes `LESSON.NAME`.
  package func filed(under lessonID: String) -> QuizQuestion {
    let name = id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? id
    return QuizQuestion(id: "\(lessonID).\(name)", lessonID: lessonID, prompt: prompt, kind: kind)
  }

  /// `choice`, `recall` or `predict`: the word `quiz --list` prints.
  package var kindName: String {
    switch kind {
    case .choice: "choice"
    case .recall: "recall"
    case .predict, .packPredict: "predict"
    }
  }

  /// The `quiz --list` line: `ID<TAB>KIND<TAB>LESSON-ID`.
  package var listingLine: String { "\(id)\t\(kindName)\t\(lessonID)" }
}

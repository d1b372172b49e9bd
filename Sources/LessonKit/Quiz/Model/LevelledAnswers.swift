/// The three model answers of an interview question: mid-level, senior, staff.
package struct LevelledAnswers: Sendable, Hashable {
  package let mid: LevelledAnswer
  package let senior: LevelledAnswer
  package let staff: LevelledAnswer

  package init(mid: LevelledAnswer, senior: LevelledAnswer, staff: LevelledAnswer) {
    self.mid = mid
    self.senior = senior
    self.staff = staff
  }

  /// The answer for `level`; `nil` for ``InterviewLevel/notYet``.
  package func answer(for level: InterviewLevel) -> LevelledAnswer? {
    switch level {
    case .notYet: nil
    case .mid: mid
    case .senior: senior
    case .staff: staff
    }
  }

  /// Each level's key ideas, split into those `text` names and those it leaves out.
  ///
  /// Deliberately not a level: naming an idea's words is not understanding it,
  /// so the learner judges their own answer against the model answers.
  package func coverage(of text: String) -> [(level: InterviewLevel, named: [KeyIdea], missing: [KeyIdea])] {
    [(InterviewLevel.mid, mid), (.senior, senior), (.staff, staff)].map { level, answer in
      (
        level, answer.ideas.filter { $0.isNamed(in: text) },
        answer.ideas.filter { !$0.isNamed(in: text) }
      )
    }
  }
}

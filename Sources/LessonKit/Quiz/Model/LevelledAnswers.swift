/// The three model answers of an interview question: mid-level, senior, staff.
public struct LevelledAnswers: Sendable, Hashable {
  public let mid: LevelledAnswer
  public let senior: LevelledAnswer
  public let staff: LevelledAnswer

  public init(mid: LevelledAnswer, senior: LevelledAnswer, staff: LevelledAnswer) {
    self.mid = mid
    self.senior = senior
    self.staff = staff
  }

  /// The answer for `level`; `nil` for ``InterviewLevel/notYet``.
  public func answer(for level: InterviewLevel) -> LevelledAnswer? {
    switch level {
    case .notYet: nil
    case .mid: mid
    case .senior: senior
    case .staff: staff
    }
  }

  /// The level a keyword rubric suggests for `text`: the highest level with a cue in it.
  ///
  /// Only a suggestion: the learner grades themselves after reading all three answers.
  public func suggestedLevel(for text: String) -> (level: InterviewLevel, cues: [String]) {
    for level in InterviewLevel.allCases.reversed() {
      guard let answer = answer(for: level) else { continue }
      let found = answer.cues(in: text)
      if !found.isEmpty { return (level, found) }
    }
    return (.notYet, [])
  }
}

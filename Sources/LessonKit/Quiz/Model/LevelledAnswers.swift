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

  /// The level a keyword rubric suggests for `text`, and the cue words it found.
  ///
  /// The ladder is cumulative: a staff cue (testability) counts as staff only next to a
  /// senior cue (ownership); on its own it reads as mid-level. Only a suggestion: the
  /// learner grades themselves after reading all three answers.
  public func suggestedLevel(for text: String) -> (level: InterviewLevel, cues: [String]) {
    let found = (mid: mid.cues(in: text), senior: senior.cues(in: text), staff: staff.cues(in: text))
    let all = found.mid + found.senior + found.staff
    if !found.senior.isEmpty { return (found.staff.isEmpty ? .senior : .staff, all) }
    return (all.isEmpty ? .notYet : .mid, all)
  }
}

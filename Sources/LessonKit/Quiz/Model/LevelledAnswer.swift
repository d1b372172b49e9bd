/// A model answer at one interview level, with the key ideas that level adds.
public struct LevelledAnswer: Sendable, Hashable {
  public let answer: String
  /// What this level brings that the one below does not.
  public let ideas: [KeyIdea]

  public init(_ answer: String, ideas: [KeyIdea]) {
    self.answer = answer
    self.ideas = ideas
  }
}

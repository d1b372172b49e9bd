/// A model answer at one interview level, with the key ideas that level adds.
package struct LevelledAnswer: Sendable, Hashable {
  package let answer: String
  /// What this level brings that the one below does not.
  package let ideas: [KeyIdea]

  package init(_ answer: String, ideas: [KeyIdea]) {
    self.answer = answer
    self.ideas = ideas
  }
}

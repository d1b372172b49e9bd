/// A model answer at one interview level, with the cue words that suggest an answer reached it.
public struct LevelledAnswer: Sendable, Hashable {
  public let answer: String
  /// Lower-case words or phrases; a learner's answer containing any of them hints at this level.
  public let cues: [String]

  public init(_ answer: String, cues: [String]) {
    self.answer = answer
    self.cues = cues.map { $0.lowercased() }
  }

  /// The cues `text` contains, in the order they are listed.
  public func cues(in text: String) -> [String] {
    let lowered = text.lowercased()
    return cues.filter { lowered.contains($0) }
  }
}

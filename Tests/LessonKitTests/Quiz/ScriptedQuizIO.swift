import LessonKit

/// Plays a fixed list of answers to a quiz session and keeps everything it shows.
@MainActor
final class ScriptedQuizIO: QuizIO {
  private var answers: [String]
  private let endsWithInterrupt: Bool
  private(set) var shown: [QuizLine] = []
  private(set) var prompts: [String] = []

  init(_ answers: [String], endsWithInterrupt: Bool = false) {
    self.answers = answers
    self.endsWithInterrupt = endsWithInterrupt
  }

  func show(_ line: QuizLine) {
    shown.append(line)
  }

  func read(prompt: String) -> QuizReply {
    prompts.append(prompt)
    guard !answers.isEmpty else { return .end(interrupted: endsWithInterrupt) }
    return .answer(answers.removeFirst())
  }

  /// The problems shown (re-asks), in order.
  var problems: [String] {
    shown.compactMap { if case .problem(let text) = $0 { text } else { nil } }
  }

  /// The verdicts shown, in order.
  var verdicts: [(isRight: Bool, text: String)] {
    shown.compactMap { if case .verdict(let isRight, let text) = $0 { (isRight, text) } else { nil } }
  }

  /// Every line's text, for `contains` checks.
  var transcript: String {
    shown.map { line in
      switch line {
      case .heading(let text), .text(let text), .code(let text), .problem(let text): text
      case .item(let label, let text): label + " " + text
      case .verdict(_, let text): text
      case .blank: ""
      }
    }.joined(separator: "\n")
  }
}

/// One piece of quiz output, tagged with its role so the front end can style it.
///
/// The text alone carries the meaning; style (bold, colour) is only a help.
package enum QuizLine: Sendable, Hashable {
  /// A question's header: `[1/3] draft-title.choice-owner (choice)`.
  case heading(String)
  /// Prose, wrapped to the width.
  case text(String)
  /// Code or a log, printed verbatim with this indent.
  case code(String)
  /// A labelled line, e.g. an option `a) ...` or a model answer; wrapped under its label.
  case item(label: String, text: String)
  /// The verdict on an answer.
  case verdict(isRight: Bool, String)
  /// Why an answer was not accepted; the question is asked again.
  case problem(String)
  /// An empty line between questions.
  case blank
}

import LessonKit
import StateRuntime

extension DerivedState {
  /// The quiz of lesson 12, a copy that drifts.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "choice-sorted",
      prompt: "A feed of thousands of posts is shown newest first. Where should the sort happen?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In posts.didSet, into a private(set) sortedPosts with that one writer.",
            because: "the cache has a rule: every write of posts re-sorts it, and nothing else can write it."),
          .wrong(
            "In body: ForEach(feed.posts.sorted(...)).",
            because:
              "correct, but the sort runs on every evaluation of the body: model work in the wrong place."),
          .wrong(
            "In a stored sortedPosts that reload() refreshes.",
            because: "a copy with no rule: any writer that forgets to refresh it leaves the screen behind."),
        ]))),
    QuizQuestion(
      "choice-cheap",
      prompt: "The screen needs unreadCount, a count over a dozen messages. How should the model provide it?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "As a computed property over the messages.",
            because: "cheap derived values are computed; there is nothing stored that could disagree."),
          .wrong(
            "As a stored var updated by each method that touches messages.",
            because: "every method must remember it; one that forgets makes the badge lie."),
          .wrong(
            "As @State in the view, recounted in .onAppear.",
            because: "the view would keep a snapshot that never follows later changes."),
        ]))),
  ]
}

import LessonKit
import StateRuntime

extension ObservationGranularity {
  /// The quiz of lesson 5, ObservableObject vs @Observable granularity.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-follower",
      prompt: "The fixed profile editor: an @Observable store handed whole to every child.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "ObservationGranularity+Fixed.swift"),
          event: "The server reports a new follower: store.followers += 1.",
          ask: .reevaluatedViews,
          explanation: """
            Every child holds the whole store, but each body depends only on the properties it \
            read. Only FollowerBadge read followers; the editor itself read nothing.
            """,
          run: { xcode in
            let store = ObservationGranularity.Fixed.ProfileStore()
            return try PredictRun.capture(
              ObservationGranularity.Fixed.ProfileEditor(store: store), xcode: xcode
            ) { host in
              store.followers += 1
              host.flush()
            }
          }))),
    QuizQuestion(
      "choice-why-all",
      prompt:
        "Five views observe one ObservableObject with @ObservedObject. One @Published property changes. Why do all five re-evaluate?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "objectWillChange announces that the object will change, not which property.",
            because:
              "a view observing the whole object cannot tell whether it is affected, so it re-evaluates."),
          .wrong(
            "@Published compares values and found them different in every view.",
            because:
              "@Published does not compare at all: it sends objectWillChange on every set, even an equal one."
          ),
          .wrong(
            "The parent re-created them, and structs always re-run their bodies.",
            because:
              "re-created children with equal inputs are skipped; here each one was invalidated directly."),
        ]))),
    QuizQuestion(
      "choice-whole-model",
      prompt: "Under @Observable, is it wasteful to pass the whole model to a child that shows one property?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "No: the child depends on what its body reads, not on what it holds.",
            because:
              "Observation tracks property reads during body, so other properties' changes never reach it."),
          .wrong(
            "Yes: pass only the one value, as with ObservableObject.",
            because: "that advice was for the old model; under Observation it only adds plumbing."),
          .wrong(
            "Yes, unless the child declares the model with @Bindable.",
            because: "@Bindable is for making bindings; it does not change what the child depends on."),
        ]))),
  ]
}

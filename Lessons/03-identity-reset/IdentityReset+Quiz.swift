import LessonKit
import StateRuntime

extension IdentityReset {
  /// The quiz of lesson 3, an identity reset.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-draft",
      prompt: "Thread shows its Composer in one branch or the other, depending on a Compact toggle.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "ReplyDraft.swift"),
          event: "You type \"Hi, ship it\" into Reply, then switch Compact on.",
          ask: .controlValue(label: "Reply"),
          explanation: """
            The two branches of an if are two different places in the tree, so the Composer \
            in the other branch is a new identity: its state is created afresh from the \
            initial value, and the old draft is discarded with the old identity.
            """,
          run: { xcode in
            try PredictRun.capture(
              PredictSnippets.ReplyDraft.Thread(), xcode: xcode,
              setup: { host in try host.type("Hi, ship it", into: "Reply") },
              event: { host in try host.toggle("Compact") })
          }))),
    QuizQuestion(
      "choice-cause",
      prompt:
        "A form's draft vanishes whenever the user switches to the compact layout. What is the likeliest cause?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The form sits in both branches of an if, so switching gives it a new identity.",
            because:
              "state is keyed by identity; a different branch is a different identity with fresh state."),
          .wrong(
            "The parent's body ran, and that re-created the form's @State.",
            because:
              "re-running the parent rebuilds the form struct, but state for an unchanged identity survives."),
          .wrong(
            "The draft was stored in a let.",
            because:
              "a let could not be typed into at all; the draft was in @State and was reset with its identity."
          ),
          .wrong(
            "A modifier such as .padding() resets state.",
            because: "modifiers do not change identity; a branch or a changed .id() does."),
        ]))),
    QuizQuestion(
      "choice-fix",
      prompt: "How do you keep the draft when the layout switches?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Give each branch's form the same .id(\"form\").",
            because: "ids are scoped to their place in the tree; the branches are still two places."),
          .right(
            "Keep one form and pass the layout to it as an argument or a modifier value.",
            because: "one structural position means one identity, so its state stays through the switch."),
          .wrong(
            "Move the draft into a static variable.",
            because: "a global outlives every screen, is shared by every instance, and hides who writes it."),
        ]))),
    QuizQuestion(
      "predict-views",
      prompt: "The same Thread, freshly mounted.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "ReplyDraft.swift"),
          event: "You switch Compact on.",
          ask: .reevaluatedViews,
          explanation: """
            Thread's state changed, so its body runs. Header is rebuilt with equal inputs, \
            so its body is skipped. The Composer in the other branch is new (@identity), so \
            its body runs for the first time, with fresh state.
            """,
          run: { xcode in
            try PredictRun.capture(PredictSnippets.ReplyDraft.Thread(), xcode: xcode) { host in
              try host.toggle("Compact")
            }
          }))),
    QuizQuestion(
      "choice-id",
      prompt: "A row is written as Row(item: item).id(UUID()). What happens to its @State?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Nothing: .id only matters inside a ForEach.",
            because: ".id(_:) gives any view its explicit identity, inside a ForEach or not."),
          .wrong(
            "It is kept, because the item is the same.",
            because: "the identity is the id value, not the item; a new UUID is a new identity."),
          .right(
            "It is reset every time the parent re-evaluates, because every UUID() is a new identity.",
            because:
              "each parent update creates a new id, so the old state is discarded and fresh state made."),
        ]))),
    QuizQuestion(
      "recall-where",
      prompt: "State \"resets itself\". Which two things do you check first, and why?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Structural identity (is the view in a different branch of an if or switch than \
            before?) and explicit identity (did its .id() or its ForEach element id change?). \
            State lives with identity, so an identity change nobody intended is the usual \
            cause of a reset.
            """))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum ReplyDraft {}
}

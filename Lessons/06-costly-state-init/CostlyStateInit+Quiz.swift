import LessonKit
import StateRuntime

extension CostlyStateInit {
  /// The quiz of lesson 6, work in a @State initial value.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "choice-runs",
      prompt: "Does @State private var model = Model() run Model() only once per view identity?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "It depends on the Xcode that builds the app: once per identity with Xcode 27, on every init of the struct with Xcode 26 and earlier.",
            because:
              "Xcode 27's State() macro evaluates the declaration's initial value lazily; the older property wrapper evaluates it on every init and keeps the first."
          ),
          .wrong(
            "Yes, always: @State keeps only one model, so only one is made.",
            because:
              "keeping one is not making one: with Xcode 26 and earlier every init builds a model and all but the first are thrown away."
          ),
          .wrong(
            "No, whichever Xcode builds it: every init runs Model() again.",
            because: "with Xcode 27 a declaration's own initial value is evaluated once per identity."),
          .wrong(
            "It depends on the iOS version the app runs on.",
            because: "the toolchain decides: an app built with Xcode 27 gets the lazy macro on older iOS too."
          ),
        ]))),
    QuizQuestion(
      "choice-custom-init",
      prompt: """
        A panel's init does _model = State(wrappedValue: RecentsModel(history: history)). \
        Built with Xcode 27, how often does RecentsModel's init run?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Once per identity, because Xcode 27's @State is lazy.",
            because: "the macro makes the declaration's initial value lazy, not a value an init passes in."),
          .wrong(
            "Never, until the body first reads model.",
            because: "the init expression runs when the struct is initialised, before any body."),
          .right(
            "On every init of the panel, in every era.",
            because:
              "State(wrappedValue:) takes a value the caller has already built; only a declaration's own initial value is lazy under Xcode 27."
          ),
        ]))),
    QuizQuestion(
      "choice-where",
      prompt: "A panel's model must open a database. Where should that work start?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "In the model's init, since @State keeps only one model.",
            because:
              "with Xcode 26 and earlier, or when a custom init passes the model in, that init runs on every parent update; only its result is thrown away, not its work."
          ),
          .right(
            "In .task on the panel, with a cheap model initialiser and an idempotent load.",
            because:
              ".task runs before the panel appears and is cancelled when it disappears; it runs again on each reappearance, so the load must not repeat its work (or use .task(id:))."
          ),
          .wrong(
            "In the panel's body, guarded by an isLoaded flag.",
            because: "body must be a pure description; starting work there runs it during view updates."),
        ]))),
    QuizQuestion(
      "choice-stateobject",
      prompt: """
        An older screen holds a costly ObservableObject in @StateObject. You migrate the model \
        to @Observable and hold it in @State. Is that like for like?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Yes, in every era: both keep one instance per identity.",
            because: "both keep one, but before Xcode 27 @State builds one on every init."),
          .wrong(
            "No: @Observable models must stay in @StateObject.",
            because: "@StateObject is for ObservableObject; an @Observable model you own goes in @State."),
          .right(
            "With Xcode 27, yes; with Xcode 26 and earlier, not for a costly init.",
            because:
              "@StateObject evaluates its autoclosure once per identity; the property-wrapper @State evaluates its initial value on every init, so the cost returns until the app builds with Xcode 27 or the init is made cheap."
          ),
        ]))),
    QuizQuestion(
      "predict-drafts",
      prompt: """
        ReplyBox owns a Draft in @State. Draft counts how many drafts were ever made. \
        The thread's title changes once.
        """,
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "DraftCount.swift"),
          event: "thread.title = \"Lunch at 1\"",
          ask: .controlValue(label: "Drafts made"),
          explanation: """
            The screen re-runs and makes a new ReplyBox struct with the new title. Built \
            with Xcode 26 and earlier, that init evaluates Draft() again (the second draft is \
            thrown away, the box keeps #1); built with Xcode 27, the identity already has its \
            draft and Draft() is not evaluated. Either way the box shows draft #1.
            """,
          run: { xcode in
            PredictSnippets.DraftCount.Draft.made = 0
            let thread = PredictSnippets.DraftCount.Thread()
            return try PredictRun.capture(
              PredictSnippets.DraftCount.ThreadScreen(thread: thread), xcode: xcode
            ) {
              host in
              thread.title = "Lunch at 1"
              host.flush()
            }
          }))),
    QuizQuestion(
      "recall-task",
      prompt: "In a sentence or two: when does .task run its work, and what does that ask of the work?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            It starts when the view appears and is cancelled when it disappears; it starts \
            again on every reappearance, and an identity change (a new .id, another if branch) \
            is a disappearance plus an appearance, so it cancels and restarts the task too. So \
            the work must be safe to start again (idempotent, or keyed with .task(id:) so a new \
            value restarts it).
            """))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum DraftCount {}
}

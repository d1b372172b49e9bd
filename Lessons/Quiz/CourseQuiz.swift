import LessonKit
import StateRuntime

// Questions for lessons 5 to 10. Predict questions show and run the lesson's
// own code, so the snippet is exactly what `lessons show` prints.

extension QuizBank {
  /// The text of a lesson file, by its path relative to `Lessons/`.
  static func lessonFile(_ path: String) -> String {
    EmbeddedSources.files[path] ?? "// \(path) is missing from the embedded sources"
  }

  /// Lesson 5, ObservableObject vs @Observable granularity.
  static let observationGranularity: [QuizQuestion] = [
    QuizQuestion(
      id: "observation-granularity.predict-follower", lessonID: "observation-granularity",
      prompt: "The fixed profile editor: an @Observable store handed whole to every child.",
      kind: .predict(
        PredictQuestion(
          source: lessonFile("05-observation-granularity/ObservationGranularity+Fixed.swift"),
          event: "The server reports a new follower: store.followers += 1.",
          ask: .reevaluatedViews,
          explanation: """
            Every child holds the whole store, but each body depends only on the properties it \
            read. Only FollowerBadge read followers; the editor itself read nothing.
            """,
          run: {
            let store = ObservationGranularity.Fixed.ProfileStore()
            return try PredictRun.capture(ObservationGranularity.Fixed.ProfileEditor(store: store)) { host in
              store.followers += 1
              host.flush()
            }
          }))),
    QuizQuestion(
      id: "observation-granularity.choice-why-all", lessonID: "observation-granularity",
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
      id: "observation-granularity.choice-whole-model", lessonID: "observation-granularity",
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

  /// Lesson 6, work in a @State initial value.
  static let costlyStateInit: [QuizQuestion] = [
    QuizQuestion(
      id: "costly-state-init.choice-runs", lessonID: "costly-state-init",
      prompt: "Does @State private var model = Model() run Model() only once per view?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "No: it runs on every init of the struct; only the first result is kept.",
            because:
              "with the property-wrapper @State the expression is evaluated eagerly each time the parent rebuilds the view."
          ),
          .wrong(
            "Yes: @State evaluates its initial value lazily.",
            because:
              "that is the newer macro-based behaviour some runtimes adopt; the property wrapper evaluates it every time."
          ),
          .wrong(
            "Only when the view's identity changes.",
            because:
              "a new identity is when the result is kept; the expression runs on every init regardless."),
        ]))),
    QuizQuestion(
      id: "costly-state-init.choice-where", lessonID: "costly-state-init",
      prompt: "A panel's model must open a database. Where should that work start?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In .task on the panel, with a cheap model initialiser.",
            because: ".task runs once when the identity appears and is cancelled when it goes away."),
          .wrong(
            "In the model's init, since @State keeps only one model.",
            because: "the init runs on every parent update; only its result is thrown away, not its work."),
          .wrong(
            "In the panel's body, guarded by an isLoaded flag.",
            because: "body must be a pure description; starting work there runs it during view updates."),
        ]))),
  ]

  /// Lesson 7, the view that does not update.
  static let untrackedClass: [QuizQuestion] = [
    QuizQuestion(
      id: "untracked-class.predict-coupon", lessonID: "untracked-class",
      prompt: "The broken checkout: Order is @Observable, but pricing is a plain class.",
      kind: .predict(
        PredictQuestion(
          source: lessonFile("07-untracked-class/UntrackedClass+Broken.swift"),
          event: "The checkout service calls order.apply(couponPercent: 20).",
          ask: .controlValue(label: "Discount"),
          explanation: """
            apply writes discountPercent inside the plain Pricing object; order.pricing still \
            points at the same instance, so no tracked property was written and the screen \
            was never invalidated. It keeps showing 0%.
            """,
          run: {
            let order = UntrackedClass.Broken.Order()
            return try PredictRun.capture(UntrackedClass.Broken.CheckoutScreen(order: order)) { host in
              order.apply(couponPercent: 20)
              host.flush()
            }
          }))),
    QuizQuestion(
      id: "untracked-class.choice-services", lessonID: "untracked-class",
      prompt: "Which plain (non-observable) reference may an @Observable model safely hold?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "A network client, marked @ObservationIgnored and injected through init.",
            because: "views never read its state, so there is nothing for them to miss."),
          .wrong(
            "The cart's line items, as long as views re-read them often.",
            because: "views do not re-read on their own; a change the UI must show has to be a tracked write."
          ),
          .wrong(
            "Anything, if the model calls objectWillChange.send().",
            because:
              "that is the ObservableObject protocol; Observation tracks property writes, not that call."),
        ]))),
  ]

  /// Lesson 8, a model nobody owns.
  static let unownedModel: [QuizQuestion] = [
    QuizQuestion(
      id: "unowned-model.choice-wrapper", lessonID: "unowned-model",
      prompt: "A view creates an @Observable draft model for itself. How should it hold it?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "@State private var draft = DraftModel()",
            because: "the view owns the instance's lifetime, and @State ties it to the view's identity."),
          .wrong(
            "@Bindable var draft = DraftModel()",
            because: "the value belongs to the struct; every parent update makes a new, empty model."),
          .wrong(
            "let draft = DraftModel()",
            because: "same problem: a stored constant is re-created with every new struct."),
        ]))),
    QuizQuestion(
      id: "unowned-model.choice-handed", lessonID: "unowned-model",
      prompt:
        "A view is handed an @Observable model and needs a TextField bound to one of its properties. What does it declare?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "@Bindable var model: Model",
            because: "it does not own the model; @Bindable only adds $model.property bindings."),
          .wrong(
            "@State var model: Model",
            because:
              "@State would make the view an owner and keep the first instance, ignoring a new one from the parent."
          ),
          .wrong(
            "@StateObject var model: Model",
            because: "@StateObject is for ObservableObject, and for owning, not for being handed a model."),
        ]))),
  ]

  /// Lesson 9, a live value at the app root.
  static let environmentStorm: [QuizQuestion] = [
    QuizQuestion(
      id: "environment-storm.predict-tick", lessonID: "environment-storm",
      prompt: "The fixed trading app: the feed object is injected around the ticker only.",
      kind: .predict(
        PredictQuestion(
          source: lessonFile("09-environment-storm/EnvironmentStorm+Fixed.swift"),
          event: "The market feed ticks: feed.tick().",
          ask: .reevaluatedViews,
          explanation: """
            The root reads nothing from the feed, so a tick cannot reach it, and the views it \
            builds are never re-created. Ticker read lastPrice and is the only body that runs.
            """,
          run: {
            let feed = PriceFeed()
            return try PredictRun.capture(EnvironmentStorm.Fixed.TradingApp(feed: feed)) { host in
              feed.tick()
              host.flush()
            }
          }))),
    QuizQuestion(
      id: "environment-storm.choice-fit", lessonID: "environment-storm",
      prompt: "Which value fits the environment at the app root best?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The colour theme.",
            because: "many views read it and it changes rarely: breadth times frequency stays small."),
          .wrong(
            "A stock price that ticks five times a second.",
            because: "read at the root, every tick re-runs the root and everything it rebuilds."),
          .wrong(
            "A text field's draft.",
            because: "one view edits it; it belongs to that view or its model, not to the whole app."),
        ]))),
  ]

  /// Lesson 10, a bag of booleans.
  static let phaseEnum: [QuizQuestion] = [
    QuizQuestion(
      id: "phase-enum.choice-model", lessonID: "phase-enum",
      prompt: "A loader has isLoading, errorMessage and items. What removes impossible combinations?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "One enum: idle, loading, loaded(items), failed(message).",
            because: "a value can only be in one case, so spinner-and-error cannot be written down."),
          .wrong(
            "A didSet on each flag that resets the others.",
            because: "the rule is still spread over three places; one missed path brings the bug back."),
          .wrong(
            "A computed isValid property the view checks first.",
            because: "it detects the bad state after the fact instead of making it unrepresentable."),
        ]))),
    QuizQuestion(
      id: "phase-enum.choice-derived", lessonID: "phase-enum",
      prompt: "The view needs canRetry. Where should it come from?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "A computed property on the loader, derived from the phase.",
            because: "derived flags computed from one source of truth cannot drift from it."),
          .wrong(
            "A stored var canRetry the loader updates in each method.",
            because: "a stored copy of derived state is one more thing every method must remember."),
          .wrong(
            "@State in the view, set when the Retry button is tapped.",
            because: "the view would own a second, stale opinion about the loader's phase."),
        ]))),
  ]

  /// Lesson 11, one value, many readers, two owners.
  static let deepLinkDesync: [QuizQuestion] = [
    QuizQuestion(
      id: "deep-link-desync.predict-header", lessonID: "deep-link-desync",
      prompt:
        "The broken accounts screen: the selection is the screen's @State, filled from the router once.",
      kind: .predict(
        PredictQuestion(
          source: lessonFile("11-deep-link-desync/DeepLinkDesync+Broken.swift"),
          event: "You tap Savings; then a notification calls router.open(account: \"Brokerage\").",
          ask: .controlValue(label: "Account"),
          explanation: """
            The tap wrote the screen's @State, so the header followed it. The deep link wrote \
            the router, which no body on this screen reads: nothing was invalidated, and the \
            header still shows the screen's copy.
            """,
          run: {
            let router = AppRouter()
            return try PredictRun.capture(
              DeepLinkDesync.Broken.AccountsScreen(router: router),
              setup: { host in try host.tap("Savings") },
              event: { host in
                router.open(account: "Brokerage")
                host.flush()
              })
          }))),
    QuizQuestion(
      id: "deep-link-desync.choice-owner", lessonID: "deep-link-desync",
      prompt: "Three screens and a deep-link handler need the selected account. Where does it live?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In one observable owner (a router or app model) that all of them read and write.",
            because: "every path then changes the same value, and every reader follows it."),
          .wrong(
            "In the first screen's @State, passed to the others as bindings.",
            because: "paths that do not go through that screen (deep links, widgets) cannot reach it."),
          .wrong(
            "In each screen's @State, synchronised with .onChange.",
            because: "several owners plus sync rules: every missed path is another desync."),
        ]))),
  ]

  /// Lesson 12, a copy that drifts.
  static let derivedState: [QuizQuestion] = [
    QuizQuestion(
      id: "derived-state.choice-sorted", lessonID: "derived-state",
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
      id: "derived-state.choice-cheap", lessonID: "derived-state",
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

import LessonKit
import StateRuntime

extension BroadSummary {
  /// The quiz of lesson 4, an over-broad summary property.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-tick",
      prompt: "WalletScreen shows wallet.summary, a computed property, above two rows.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "WalletSummary.swift"),
          event: "A price tick sets wallet.price = 101.",
          ask: .reevaluatedViews,
          explanation: """
            summary reads owner, shares, price and refreshedAt, so WalletScreen depends on \
            all four and re-runs on every tick. PriceRow read price and re-runs too. \
            SharesRow is rebuilt with the same wallet, so its body is skipped.
            """,
          run: { xcode in
            let wallet = PredictSnippets.WalletSummary.Wallet()
            return try PredictRun.capture(
              PredictSnippets.WalletSummary.WalletScreen(wallet: wallet), xcode: xcode
            ) {
              host in
              wallet.price = 101
              host.flush()
            }
          }))),
    QuizQuestion(
      "choice-why",
      prompt: "With @Observable, why does a root view showing store.summary re-evaluate on every price tick?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Observation invalidates every view that holds the store.",
            because:
              "Observation tracks the properties a body reads, not the objects a view holds (even an ObservableObject only invalidates views that subscribe with @ObservedObject, @StateObject or @EnvironmentObject)."
          ),
          .right(
            "summary reads the price inside the body, so the price became one of the view's dependencies.",
            because:
              "reads made through a computed property are still reads during body; tracking was exact, the read was broad."
          ),
          .wrong(
            "Computed properties are not tracked, so the runtime falls back to invalidating everything.",
            because: "the stored properties a computed property reads are tracked one by one."),
          .wrong(
            "A price tick re-renders the whole tree from the root.",
            because: "only views whose dependencies fired re-run; the rows that did not read price stay put."),
        ]))),
    QuizQuestion(
      "choice-fix",
      prompt:
        "Which change stops price ticks from re-evaluating the root while keeping a summary line on screen?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "Mark price @ObservationIgnored.",
            because: "then no view hears about a price change at all, including the one showing the price."),
          .right(
            "Show the live price in its own small view, and give the root only the narrow properties it needs.",
            because:
              "each body then depends on what it shows; a tick notifies only the small view that reads price."
          ),
          .wrong(
            "Make the root view Equatable.",
            because:
              "the tick fires a dependency of the root's own body, and Observation invalidates that body directly: == compares a view's inputs when its parent re-creates it, and gates nothing here."
          ),
          .wrong(
            "Cache summary in a lazy var.",
            because: "it would go stale: nothing recomputes it when its inputs change."),
        ]))),
    QuizQuestion(
      "predict-narrow",
      prompt: "After the fix, WalletScreen reads only wallet.owner; the live price is in PriceRow.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "WalletNarrow.swift"),
          event: "A price tick sets wallet.price = 101.",
          ask: .reevaluatedViews,
          explanation: """
            Only PriceRow's body read price, so only PriceRow is notified. The screen and \
            the shares row read other properties and stay put: the tick costs one body.
            """,
          run: { xcode in
            let wallet = PredictSnippets.WalletNarrow.Wallet()
            return try PredictRun.capture(
              PredictSnippets.WalletNarrow.WalletScreen(wallet: wallet), xcode: xcode
            ) {
              host in
              wallet.price = 101
              host.flush()
            }
          }))),
    QuizQuestion(
      "choice-derived",
      prompt: "A summary is expensive and several views need it. Where should it be computed?",
      kind: .choice(
        ChoiceQuestion(options: [
          .wrong(
            "In each view's body, where it is shown.",
            because: "the work repeats on every evaluation, and each body depends on every input."),
          .right(
            "Once when its inputs change, stored in a private(set) property with a single writer.",
            because:
              "a derived value with one writer stays consistent, and readers depend on that one property."),
          .wrong(
            "In a timer that refreshes it every second.",
            because: "it is stale between ticks and wastes work when nothing changed."),
        ]))),
    QuizQuestion(
      "recall-diagnose",
      prompt: "A screen re-renders on every price tick. How do you find out why, and what do you change?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Read the invalidation log (or _printChanges): the root shows @dependencies on \
            each tick, and the property that fired is price. Find where its body reads price \
            (here through summary), then narrow the read: give the root the properties it \
            needs, move the live value into a small view of its own, or store a derived \
            summary updated when its inputs change.
            """))),
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum WalletSummary {}
  enum WalletNarrow {}
}

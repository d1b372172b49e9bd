import LessonKit
import StateRuntime

extension BroadSummary {
  /// The predict questions of lesson 4, an over-broad summary property: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
  ]
}

/// The predict questions' snippets: a namespace each, so two may declare a `Row`.
extension PredictSnippets {
  enum WalletSummary {}
  enum WalletNarrow {}
}

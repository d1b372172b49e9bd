import LessonKit
import StateRuntime

extension UntrackedClass {
  /// The quiz of lesson 7, the view that does not update.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-coupon",
      prompt: "The broken checkout: Order is @Observable, but pricing is a plain class.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "UntrackedClass+Broken.swift"),
          event: "The checkout service calls order.apply(couponPercent: 20).",
          ask: .controlValue(label: "Discount"),
          explanation: """
            apply writes discountPercent inside the plain Pricing object; order.pricing still \
            points at the same instance, so no tracked property was written and the screen \
            was never invalidated. It keeps showing 0%.
            """,
          run: { xcode in
            let order = UntrackedClass.Broken.Order()
            return try PredictRun.capture(UntrackedClass.Broken.CheckoutScreen(order: order), xcode: xcode) {
              host in
              order.apply(couponPercent: 20)
              host.flush()
            }
          }))),
    QuizQuestion(
      "choice-services",
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
}

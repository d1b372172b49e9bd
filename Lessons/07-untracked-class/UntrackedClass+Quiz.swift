import LessonKit
import StateRuntime

extension UntrackedClass {
  /// The predict questions of lesson 7, the view that does not update: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
          })))
  ]
}

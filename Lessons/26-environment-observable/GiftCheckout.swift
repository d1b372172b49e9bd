import LessonsPlayDriver
import StateRuntime

/// Lesson 26: an `@Observable` passed through `@Environment`.
enum GiftCheckout {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let basket = Basket()
    let events = [
      OutsideEvent("express", "the shop's server says the courier offers express delivery") {
        basket.expressAvailable = true
      }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = ["basket.giftNote": { basket.giftNote }]
    switch variant {
    case .broken:
      return LessonApp(
        GiftCheckout.Broken.CheckoutScreen(basket: basket), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        GiftCheckout.Fixed.CheckoutScreen(basket: basket), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // The badge at the top of the screen, which reads the basket in its optional form.
    ScenarioFact("badge") { app in "\"\(app.host.element("Basket")?.label ?? "(no badge)")\"" },
    // The note the basket holds, which the gift note field writes through @Bindable.
    ScenarioFact("note") { app in "basket.giftNote \"\(app.fact("basket.giftNote"))\"" },
    // What SwiftUI would have done so far: the missing-object crash, or nothing.
    ScenarioFact("crash") { app in GiftCheckout.crash(in: app) ?? "none" },
    // The delivery line, as shown.
    ScenarioFact("delivery") { app in "\"\(app.host.element("Express:")?.label ?? "(no delivery line)")\"" },
  ],
  verdict: { app, variant in GiftCheckout.verdict(app, variant) })

extension GiftCheckout {
  /// The view SwiftUI would have crashed in for want of a `Basket`, if any.
  @MainActor
  static func crash(in app: LessonApp) -> String? {
    app.host.issues.first { $0.kind == .missingEnvironmentObject }.map { issue in
      let view = issue.path?.split(separator: "/").last.map(String.init) ?? "a view"
      return "No Observable object of type Basket found (\(view))"
    }
  }

  /// What the run showed, in words.
  @MainActor
  static func verdict(_ app: LessonApp, _ variant: Variant) -> String {
    let badge = app.host.element("Basket")?.label ?? "no badge"
    switch variant {
    case .broken:
      let crashed = crash(in: app).map { "SwiftUI would have crashed: \($0). " } ?? ""
      return crashed + "The .environment(basket) sits on the inner VStack, so only its children find the "
        + "basket: DeliveryEstimate, added below it later, has none, and the badge above it reads nil in its "
        + "optional form and says \"\(badge)\" without a word."
    case .fixed:
      return "One .environment(basket) on the screen's outer VStack reaches every view that reads it: the "
        + "badge says \"\(badge)\", the gift note edits the basket through @Bindable, and the express "
        + "estimate finds the basket."
    }
  }
}

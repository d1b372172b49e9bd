import LessonsPlayDriver
import StateRuntime

/// Lesson 7: the view that does not update.
enum UntrackedClass {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    switch variant {
    case .broken:
      let order = UntrackedClass.Broken.Order()
      return LessonApp(
        UntrackedClass.Broken.CheckoutScreen(order: order), xcode: xcode,
        events: [
          OutsideEvent("coupon", "the checkout service applies a 20% coupon") {
            order.apply(couponPercent: 20)
          }
        ],
        facts: [
          "order.discount": { "\(order.pricing.discountPercent)%" }, "order.total": { "\(order.total)" },
        ])
    case .fixed:
      let order = UntrackedClass.Fixed.Order()
      return LessonApp(
        UntrackedClass.Fixed.CheckoutScreen(order: order), xcode: xcode,
        events: [
          OutsideEvent("coupon", "the checkout service applies a 20% coupon") {
            order.apply(couponPercent: 20)
          }
        ],
        facts: [
          "order.discount": { "\(order.pricing.discountPercent)%" }, "order.total": { "\(order.total)" },
        ])
    }
  },
  facts: [
    // The screen's discount and total lines beside what the order holds.
    ScenarioFact("checkout") { app in
      let discount = app.host.element("Discount:")?.label ?? "(no discount line)"
      let total = app.host.element("Total:")?.label ?? "(no total line)"
      return
        "screen \"\(discount)\", \"\(total)\"; order \(app.fact("order.discount")), \(app.fact("order.total"))"
    },
    // The discount the order holds, whatever the screen shows.
    ScenarioFact("discount") { app in "order holds \(app.fact("order.discount"))" },
  ],
  verdict: { app, _ in
    let shown =
      app.host.element("Discount:")?.label ?? "(no discount line)"
    let notifications = app.host.events.filter {
      if case .dependencyFired = $0 { true } else { false }
    }.count
    if !shown.hasSuffix(app.fact("order.discount")) {
      return
        "The order holds \(app.fact("order.discount")) off but the screen shows \"\(shown)\": the coupon "
        + "wrote a field of a plain class, no tracked property changed, and no view was notified "
        + "(\(notifications) notifications in the whole run)."
    }
    return "The screen shows \"\(shown)\" and the order's total \(app.fact("order.total")): the write to "
      + "order.pricing notified the screen (\(notifications) notification)."
  })

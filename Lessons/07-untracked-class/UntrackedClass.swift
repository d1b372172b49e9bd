import LessonKit
import StateRuntime

/// Lesson 7: the view that does not update.
enum UntrackedClass {
  enum Broken {}
  enum Fixed {}
}

extension UntrackedClass {
  static let lesson = Lesson(
    id: "untracked-class",
    title: "The view that does not update",
    summary: "A plain class inside an observed model changes; no tracked property was written.",
    story: [
      StorySection(
        "The coupon",
        """
        "I applied the WELCOME20 coupon. The checkout still says Discount: 0% \
        and the old total, but the receipt I was emailed shows 20% off." The \
        model is right. The screen never heard.
        """),
      StorySection(
        "What happens",
        """
        Order is @Observable, and the screen reads order.pricing.discountPercent. \
        But pricing is a plain class: the coupon writes discountPercent inside \
        it, and order.pricing itself still points at the same object. Observation \
        tracks properties of @Observable types; no tracked property was written, \
        so no view was invalidated. Nothing in the log says ⚡.
        """),
      StorySection(
        "The rule",
        """
        A change the UI must see has to arrive as a write to a tracked property. \
        Data a view shows belongs in values (structs) held by an @Observable, or \
        in @Observable classes. Plain references are fine for services (a \
        network client, a cache, a logger) that views never read: mark them \
        @ObservationIgnored and inject them through init.
        """),
      StorySection(
        "The fix",
        """
        Pricing becomes a struct and Order holds it in a var. Setting \
        pricing.discountPercent now writes order.pricing, which the screen read, \
        so the screen re-evaluates with the new discount and total.
        """),
    ],
    ownership: Ownership(
      value: "the order's discount",
      truth: "Order.pricing, a value inside the observed order",
      lifetime: "the checkout session",
      writers: "the checkout service applying a coupon, through the order",
      persistence: "saved with the order when it is placed"),
    code: LessonCode(
      broken: ["UntrackedClass+Broken.swift"],
      fixed: ["UntrackedClass+Fixed.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
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
      steps: [
        ScenarioStep(
          "Open the checkout", .mount, expect: [screenShowsModel("the screen shows the order's discount")]),
        ScenarioStep(
          "A coupon is applied", .event("coupon"),
          expect: [
            Expectation("the order now holds 20% off") { app in
              .equal(app.fact("order.discount"), "20%", "order holds \(app.fact("order.discount"))")
            },
            screenShowsModel("the screen shows the new discount and total", revealsBug: true),
          ]),
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
      }),
    quiz: quiz)

  /// Holds when the discount line shows what the order holds.
  private static func screenShowsModel(_ description: String, revealsBug: Bool = false) -> Expectation {
    Expectation(description, revealsBug: revealsBug) { app in
      let discount =
        app.host.element("Discount:")?.label ?? "(no discount line)"
      let total = app.host.element("Total:")?.label ?? "(no total line)"
      let expected = ("Discount: \(app.fact("order.discount"))", "Total: \(app.fact("order.total"))")
      return Expectation.Observation(
        holds: discount == expected.0 && total == expected.1,
        observed:
          "screen \"\(discount)\", \"\(total)\"; order \(app.fact("order.discount")), \(app.fact("order.total"))"
      )
    }
  }
}

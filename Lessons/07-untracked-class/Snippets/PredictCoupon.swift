import LessonsPlayDriver
import StateRuntime

/// BUG: pricing is a plain class. Changing one of its fields writes no
/// property of `Order`, and nothing inside `Pricing` is tracked, so no
/// view hears about it.
final class Pricing {
  var discountPercent = 0
}

@MainActor @Observable
final class Order {
  var items: [String] = ["Tea", "Scones"]
  var subtotal = 24
  let pricing = Pricing()

  var total: Int { subtotal * (100 - pricing.discountPercent) / 100 }

  /// The checkout service applies a coupon.
  func apply(couponPercent: Int) {
    pricing.discountPercent = couponPercent
  }
}

struct CheckoutScreen: View {
  let order: Order

  var body: some View {
    VStack {
      Text("Items: \(order.items.joined(separator: ", "))")
      Text("Discount: \(order.pricing.discountPercent)%")
      Text("Total: \(order.total)")
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let order = Order()
  return LessonApp(
    CheckoutScreen(order: order), xcode: xcode,
    events: [
      OutsideEvent("coupon", "the checkout service applies a 20% coupon") { order.apply(couponPercent: 20) }
    ])
})

import StateRuntime

extension UntrackedClass.Fixed {
  /// FIX: pricing is a value. Changing a field of it writes `order.pricing`,
  /// a tracked property, so the views that read it are invalidated.
  /// (Making `Pricing` `@Observable` works too; a value fits data this small.)
  struct Pricing: Equatable {
    var discountPercent = 0
  }

  @MainActor @Observable
  final class Order {
    var items: [String] = ["Tea", "Scones"]
    var subtotal = 24
    var pricing = Pricing()

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
}

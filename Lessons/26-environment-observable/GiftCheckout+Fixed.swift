import StateRuntime

extension GiftCheckout.Fixed {
  /// The checkout: a badge, the basket and its gift note, and the express delivery estimate
  /// once the courier offers it.
  struct CheckoutScreen: View {
    let basket: Basket

    var body: some View {
      VStack {
        BasketBadge()
        VStack {
          BasketSummary()
          GiftNoteEditor()
        }
        if basket.expressAvailable {
          DeliveryEstimate()
        }
      }
      // FIX: the basket is put in the environment of the whole screen, an ancestor of every
      // view that reads it, including views added later.
      .environment(basket)
    }
  }

  /// Shown also where there is no basket, so it keeps the optional form; here it finds one.
  struct BasketBadge: View {
    @Environment(Basket.self) private var basket: Basket?

    var body: some View {
      Text(basket.map { "Basket: \($0.books.count) books" } ?? "Basket: none")
    }
  }

  struct BasketSummary: View {
    @Environment(Basket.self) private var basket

    var body: some View {
      Text("In the basket: \(basket.books.joined(separator: ", "))")
    }
  }

  /// Edits the basket's gift note through @Bindable, made from the environment's object.
  struct GiftNoteEditor: View {
    @Environment(Basket.self) private var basket

    var body: some View {
      @Bindable var basket = basket
      TextField("Gift note", text: $basket.giftNote)
    }
  }

  struct DeliveryEstimate: View {
    @Environment(Basket.self) private var basket

    var body: some View {
      Text("Express: \(basket.books.count) books arrive tomorrow")
    }
  }
}

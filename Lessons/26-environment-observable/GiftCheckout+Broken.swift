import StateRuntime

extension GiftCheckout.Broken {
  /// The checkout: a badge, the basket and its gift note, and the express delivery estimate
  /// once the courier offers it.
  struct CheckoutScreen: View {
    let basket: Basket

    var body: some View {
      VStack {
        BasketBadge()
        // BUG: the basket is put in the environment of this inner stack only. The views
        // inside it find it; the badge above it and the estimate below it do not.
        VStack {
          BasketSummary()
          GiftNoteEditor()
        }
        .environment(basket)
        if basket.expressAvailable {
          // No basket above this view: SwiftUI traps when its body reads one.
          DeliveryEstimate()
        }
      }
    }
  }

  /// A badge that is also shown where there is no basket (the catalogue before sign-in),
  /// so it reads the optional form: nil instead of a crash. Here nil hides the bug.
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

  /// Edits the basket's gift note: a binding into an environment object needs @Bindable,
  /// made in the body from the object the environment gave.
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

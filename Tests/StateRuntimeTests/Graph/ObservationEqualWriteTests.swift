import StateRuntime
import Testing

/// Equal writes under the Observation this toolchain ships (Swift 6.2 on):
/// an `@Observable` setter skips notifying when an `Equatable` property is set
/// to an equal value, while an in-place mutation (`+=`, a subscript write,
/// `append`) goes through `_modify` and always notifies, equal or not.
@MainActor
struct ObservationEqualWriteTests {
  @Observable final class Cart {
    var count = 1
    var items = ["tea"]
    var note = Note(text: "none")
  }

  /// Not `Equatable`: the setter cannot compare, so every set notifies.
  struct Note {
    var text: String
  }

  struct Badge: View {
    let cart: Cart
    var body: some View {
      VStack {
        Text("count \(cart.count)")
        Text("first \(cart.items[0])")
        Text("note \(cart.note.text)")
      }
    }
  }

  @Test func settingAnEqualEquatableValueNotifiesNobody() {
    let cart = Cart()
    let host = ViewHost(Badge(cart: cart))
    host.resetCounts()
    cart.count = 1
    cart.items = ["tea"]
    host.flush()
    #expect(host.bodyCount(of: "Badge") == 0)
    #expect(host.fired().isEmpty)
  }

  @Test func anInPlaceMutationNotifiesEvenWhenTheValueEndsEqual() {
    let cart = Cart()
    let host = ViewHost(Badge(cart: cart))
    host.resetCounts()
    cart.count += 0
    host.flush()
    #expect(host.bodyCount(of: "Badge") == 1)
    #expect(host.fired() == ["Badge <- Cart.count"])
    host.resetCounts()
    cart.items[0] = "tea"
    host.flush()
    #expect(host.bodyCount(of: "Badge") == 1)
    #expect(host.fired().last == "Badge <- Cart.items")
  }

  @Test func settingAnEqualValueOfANonEquatableTypeNotifies() {
    let cart = Cart()
    let host = ViewHost(Badge(cart: cart))
    host.resetCounts()
    cart.note = Note(text: "none")
    host.flush()
    #expect(host.bodyCount(of: "Badge") == 1)
  }

  struct Editor: View {
    @Bindable var cart: Cart
    var body: some View {
      VStack {
        Stepper("Count \(cart.count)", value: $cart.count, in: 1...1)
        Text("items \(cart.items.count)")
      }
    }
  }

  /// A binding into the object writes through its setter: at the bound the
  /// stepper writes the equal value, and nothing is notified.
  @Test func aBindingWriteOfAnEqualValueGoesThroughTheComparingSetter() throws {
    let cart = Cart()
    let host = ViewHost(Editor(cart: cart))
    host.resetCounts()
    try host.increment("Count")
    #expect(host.bodyCount(of: "Editor") == 0)
  }
}

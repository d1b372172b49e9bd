import StateRuntime
import Testing

/// The pre-Observation model: one announcement invalidates every observer.
@MainActor
struct ObservableObjectTests {
  final class Cart: ObservableObject {
    @Published var items: [String] = []
    @Published var coupon = ""
    @MainActor static var made = 0
    @MainActor init() { Cart.made += 1 }
  }

  struct CouponField: View {
    @ObservedObject var cart: Cart
    var body: some View { TextField("Coupon", text: $cart.coupon) }
  }

  struct TallyLabel: View {
    @ObservedObject var cart: Cart
    var body: some View { Text("\(cart.items.count) items") }
  }

  struct Checkout: View {
    @StateObject private var cart = Cart()
    @State private var refresh = 0
    var body: some View {
      VStack {
        Text("refresh \(refresh)")
        TallyLabel(cart: cart)
        CouponField(cart: cart)
        Button("Refresh") { refresh += 1 }
      }
    }
  }

  @Test func anyPublishedWriteInvalidatesEveryObserver() throws {
    let host = ViewHost(Checkout())
    host.resetCounts()
    try host.type("SAVE10", into: "Coupon")
    // TallyLabel never read the coupon, yet it re-evaluates: the object changed.
    #expect(host.bodyCount(of: "TallyLabel") == 1)
    #expect(host.bodyCount(of: "CouponField") == 1)
    #expect(host.bodyCount(of: "Checkout") == 1)
    #expect(host.log.contains("TallyLabel: _cart changed."))
  }

  @Test func stateObjectIsCreatedOncePerIdentity() throws {
    Cart.made = 0
    let host = ViewHost(Checkout())
    try host.tap("Refresh")
    try host.tap("Refresh")
    #expect(Cart.made == 1)
  }

  struct CheckoutHost: View {
    @State private var tick = 0
    var body: some View {
      VStack {
        Checkout()
        Button("Tick \(tick)") { tick += 1 }
      }
    }
  }

  @Test(arguments: XcodeRelease.allCases)
  func stateObjectIsLazyInBothReleases(xcode: XcodeRelease) throws {
    // The parent re-creates Checkout on every tick; @StateObject's autoclosure
    // is called only for a new identity, whatever the release.
    Cart.made = 0
    let host = ViewHost(CheckoutHost(), options: .init(xcode: xcode))
    try host.tap("Tick 0")
    try host.tap("Tick 1")
    #expect(Cart.made == 1)
  }

  struct Badge: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("badge \(cart.items.count)") }
  }

  struct Shop: View {
    let cart: Cart
    var body: some View { Badge().environmentObject(cart) }
  }

  @Test func environmentObjectsAreObservedToo() {
    let cart = Cart()
    let host = ViewHost(Shop(cart: cart))
    cart.items.append("tea")
    host.flush()
    #expect(host.element("badge 1") != nil)
  }

  @Test func aMissingEnvironmentObjectIsAnErrorWithSwiftUIsWording() {
    let host = ViewHost(Badge())
    let issue = host.issues.first
    #expect(issue?.kind == .missingEnvironmentObject)
    #expect(
      issue?.message
        == "SwiftUI would crash here with \"Fatal error: No ObservableObject of type Cart found. "
        + "A View.environmentObject(_:) for Cart may be missing as an ancestor of this view.\" "
        + "The host kept running and skipped this body. Add .environmentObject(_:) with a Cart to an ancestor."
    )
    #expect(host.render() == "Badge")
  }
}

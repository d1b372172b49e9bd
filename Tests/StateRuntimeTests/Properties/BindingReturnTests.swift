import StateRuntime
import Testing

/// A child shown a binding its parent never re-creates: the owner-lends-a-
/// binding example ("SwiftUI state management best practices").
@MainActor
struct BindingReturnTests {
  struct QuantityStepper: View {
    @Binding var quantity: Int
    var body: some View {
      Stepper("Quantity \(quantity)", value: $quantity, in: 1...9)
    }
  }

  struct QuantityRow: View {
    @State var quantity = 1
    var body: some View {
      QuantityStepper(quantity: $quantity)
    }
  }

  /// The write that brings the value back to what the binding held when the
  /// child was made still re-runs the child: SwiftUI compares with what the
  /// child's body last saw.
  @Test func aWriteBackToTheValueAtMountStillUpdatesTheChild() throws {
    let host = ViewHost(QuantityRow())
    for _ in 1...8 { try host.increment("Quantity") }
    #expect(host.element("Quantity")?.label == "Quantity 9")
    for _ in 1...8 { try host.decrement("Quantity") }
    let stepper = host.element("Quantity")
    #expect(stepper?.label == "Quantity 1")
    #expect(stepper?.value == "1")
  }

  @Test func aSingleStepBackToTheStartUpdatesTheLabel() throws {
    let host = ViewHost(QuantityRow())
    try host.increment("Quantity")
    try host.decrement("Quantity")
    #expect(host.element("Quantity")?.label == "Quantity 1")
    #expect(host.bodyCount(of: "QuantityStepper") == 3)
    #expect(host.bodyCount(of: "QuantityRow") == 1)
  }
}

import StateRuntime
import Testing

/// `withTransaction` is a transaction of its own, as `withAnimation` is: what the action
/// wrote before it and what its body writes are two updates (see AnimationModifierTests).
@MainActor
struct WithTransactionTests {
  struct Toggler: View {
    @State var first = false
    @State var second = false
    @State var seen: [String] = []
    var body: some View {
      VStack {
        Button("Go") {
          first = true
          var transaction = Transaction(animation: .default)
          transaction.disablesAnimations = true
          withTransaction(transaction) { second = true }
        }
        Button("Key path") {
          withTransaction(\.disablesAnimations, true) { first.toggle() }
        }
        Text("\(first) \(second)")
          .transaction { $0.animation = nil }
      }
      .onChange(of: first) { _, new in seen.append("first \(new)") }
      .onChange(of: second) { _, new in seen.append("second \(new)") }
    }
  }

  @Test func withTransactionAppliesWhatCameBeforeItFirst() throws {
    let host = ViewHost(Toggler())
    let before = host.lastPass
    try host.tap("Go")
    #expect(host.element("true true") != nil)
    #expect(host.lastPass - before >= 2, "two updates: before the transaction, and its own")
  }

  @Test func theKeyPathFormRunsItsBody() throws {
    let host = ViewHost(Toggler())
    try host.tap("Key path")
    #expect(host.element("true false") != nil)
  }
}

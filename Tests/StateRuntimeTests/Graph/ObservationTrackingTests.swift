import StateRuntime
import Testing

/// Bodies depend on exactly what they read, through the real Observation module.
@MainActor
struct ObservationTrackingTests {
  @Observable final class StockBook {
    var price = 10
    var holdings = 3
    var title = "Savings"
    var history: [Int] = []
  }

  struct Price: View {
    let portfolio: StockBook
    var body: some View { Text("price \(portfolio.price)") }
  }

  struct Summary: View {
    let portfolio: StockBook
    var body: some View {
      VStack {
        Text(portfolio.title)
        Price(portfolio: portfolio)
        Button("Rename") { portfolio.title = portfolio.title + "!" }
      }
    }
  }

  @Test func aWriteNotifiesExactlyTheViewsThatReadTheProperty() {
    let portfolio = StockBook()
    let host = ViewHost(Summary(portfolio: portfolio))
    host.resetCounts()
    portfolio.price = 11
    host.flush()
    #expect(host.bodyCount(of: "Price") == 1)
    #expect(host.bodyCount(of: "Summary") == 0)
    #expect(host.fired() == ["Price <- StockBook.price"])
  }

  @Test func childReadsDoNotLeakIntoTheParentsDependencies() {
    let portfolio = StockBook()
    let host = ViewHost(Summary(portfolio: portfolio))
    host.resetCounts()
    for tick in 1...5 {
      portfolio.price = 10 + tick
      host.flush()
    }
    #expect(host.bodyCount(of: "Summary") == 0)
    #expect(host.bodyCount(of: "Price") == 5)
  }

  @Test func readsInsideActionsAreNotDependencies() throws {
    let portfolio = StockBook()
    let host = ViewHost(Summary(portfolio: portfolio))
    host.resetCounts()
    try host.tap("Rename")
    #expect(host.bodyCount(of: "Summary") == 1)
    portfolio.holdings = 4
    host.flush()
    #expect(host.bodyCount(of: "Summary") == 1)
  }

  @Test func equalWritesDoNotInvalidate() {
    let portfolio = StockBook()
    let host = ViewHost(Summary(portfolio: portfolio))
    host.resetCounts()
    portfolio.price = 10
    host.flush()
    #expect(host.bodyCount(of: "Price") == 0)
  }

  struct Latest: View {
    let portfolio: StockBook
    var body: some View { Text("last \(portfolio.history.last ?? 0)") }
  }

  @Test func anArrayIsOnePropertySoAnAppendInvalidatesEveryReader() {
    let portfolio = StockBook()
    portfolio.history = [1, 2]
    let host = ViewHost(Latest(portfolio: portfolio))
    host.resetCounts()
    portfolio.history.insert(0, at: 0)
    host.flush()
    #expect(host.bodyCount(of: "Latest") == 1)
    #expect(host.fired() == ["Latest <- StockBook.history"])
  }

  struct Checklist: View {
    @State private var tasks = Tasks()
    var body: some View {
      VStack {
        ForEach($tasks.items, id: \.self) { $item in TaskRow(item: $item) }
        Button("Rename") { tasks.items[0] = "Bread" }
      }
    }
  }

  @Observable final class Tasks {
    var items = ["Milk", "Eggs"]
  }

  struct TaskRow: View {
    @Binding var item: String
    var body: some View { Text(item) }
  }

  /// A row that reads through a binding holds no reference to the object; the log
  /// still names the property, found in the state of the view above it.
  @Test func aReadThroughABindingIntoAnObjectIsNamedInTheLog() throws {
    let host = ViewHost(Checklist())
    try host.tap("Rename")
    #expect(host.fired().contains("TaskRow <- Tasks.items"), "\(host.fired())")
    #expect(!host.fired().contains { $0.contains("property>") })
  }

  @Test func aDependencyDroppedByTheLastEvaluationNoLongerFires() {
    let portfolio = StockBook()
    let host = ViewHost(Conditional(portfolio: portfolio))
    host.resetCounts()
    portfolio.showPrice = false
    host.flush()
    #expect(host.bodyCount(of: "Conditional") == 1)
    portfolio.price = 99
    host.flush()
    #expect(host.bodyCount(of: "Conditional") == 1)
  }

  struct Conditional: View {
    let portfolio: StockBook
    var body: some View {
      if portfolio.showPrice {
        Text("\(portfolio.price)")
      } else {
        Text("hidden")
      }
    }
  }

  struct Board: View {
    let portfolio: StockBook
    var body: some View {
      VStack {
        Text("board \(portfolio.price)")
        Price(portfolio: portfolio)
        Price(portfolio: portfolio)
        Price(portfolio: portfolio)
      }
    }
  }

  @Test func oneWritesNotificationsAreRecordedInUpdateOrderOncePerView() {
    let portfolio = StockBook()
    let host = ViewHost(Board(portfolio: portfolio))
    portfolio.price = 11
    portfolio.price = 12
    let paths = host.events.compactMap {
      if case .dependencyFired(_, let path, _) = $0 { path } else { nil }
    }
    #expect(paths == ["Board", "Board/VStack[1]/Price", "Board/VStack[2]/Price", "Board/VStack[3]/Price"])
  }

  @Test func mutationsFromAnotherThreadArriveThroughSettle() async {
    let portfolio = StockBook()
    let host = ViewHost(Summary(portfolio: portfolio))
    host.resetCounts()
    let box = UncheckedBox(portfolio)
    await Task.detached { box.value.price = 50 }.value
    await host.settle(timeout: patientSettle)
    #expect(host.element("price 50") != nil)
    #expect(host.bodyCount(of: "Price") == 1)
  }
}

extension ObservationTrackingTests.StockBook {
  var showPrice: Bool {
    get { holdings > 0 }
    set { holdings = newValue ? 3 : 0 }
  }
}

struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

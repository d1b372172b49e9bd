import Foundation
@_spi(Tooling) import StateRuntime
import Testing

/// What `@Query` fetches, when it fetches again, and which bodies that runs.
@MainActor
struct QueryTests {
  struct VoyageList: View {
    @Query(sort: \Voyage.name) var trips: [Voyage]
    @Environment(\.modelContext) var modelContext

    var body: some View {
      List {
        ForEach(trips) { VoyageRow(trip: $0) }
      }
      Button("Add") { modelContext.insert(Voyage(name: "Oslo", days: 2)) }
      Button("Delete first") {
        if let first = trips.first { modelContext.delete(first) }
      }
      Button("Lengthen first") { trips.first?.days += 1 }
    }
  }

  struct VoyageRow: View {
    let trip: Voyage
    var body: some View { Text("\(trip.name): \(trip.days)") }
  }

  struct LongTrips: View {
    @Query(filter: #Predicate<Voyage> { $0.days > 2 }, sort: \Voyage.days, order: .reverse) var trips:
      [Voyage]
    var body: some View {
      ForEach(trips) { Text($0.name) }
    }
  }

  struct Importing: View {
    @Query var trips: [Voyage]
    @Environment(\.modelContext) var modelContext

    var body: some View {
      Text("\(trips.count) trips")
      Button("Import and save") {
        let importer = Importer(modelContainer: modelContext.container)
        Task { try await importer.importTrips(["Bern", "Lima"], save: true) }
      }
      Button("Import without save") {
        let importer = Importer(modelContainer: modelContext.container)
        Task { try await importer.importTrips(["Bern"], save: false) }
      }
      Button("Rename in background") {
        let importer = Importer(modelContainer: modelContext.container)
        let id = trips[0].persistentModelID
        Task { try await importer.rename(id, to: "Bergen") }
      }
      ForEach(trips) { Text($0.name) }
    }
  }

  func lines(_ events: [RuntimeEvent]) -> [String] { events.compactMap(\.logLine) }

  func fetches(_ events: [RuntimeEvent]) -> [QueryFetched] {
    events.compactMap { if case .queryFetched(let fetched) = $0 { fetched } else { nil } }
  }

  @Test func theFirstBodyFetchesFromTheEnvironmentsContainer() throws {
    let container = try makeContainer()
    container.mainContext.insert(Voyage(name: "Rome"))
    container.mainContext.insert(Voyage(name: "Bern"))
    let host = ViewHost(VoyageList().modelContainer(container))
    #expect(host.element("Bern: 1") != nil && host.element("Rome: 1") != nil)
    #expect(lines(host.events).contains("⛁ VoyageList._trips fetched 2 Voyage  [VoyageList]"))
    #expect(lines(host.events).contains("VoyageList: @self, @identity, _trips, _modelContext changed."))
  }

  @Test func anInsertRefetchesBeforeTheSaveAndRerunsTheBody() throws {
    let container = try makeContainer()
    container.mainContext.autosaveEnabled = false
    let host = ViewHost(VoyageList().modelContainer(container))
    host.resetCounts()
    try host.tap("Add")
    #expect(host.element("Oslo: 2") != nil)
    #expect(container.mainContext.hasChanges)
    #expect(host.bodyCount(of: "VoyageList") == 1)
    let line = try #require(fetches(host.events).last)
    #expect(line.reasons == ["Voyage inserted"] && line.previousCount == 0 && line.count == 1)
    #expect(lines(host.events).contains("VoyageList: _trips changed."))
  }

  @Test func aDeleteRefetches() throws {
    let container = try makeContainer()
    container.mainContext.insert(Voyage(name: "Bern"))
    container.mainContext.insert(Voyage(name: "Rome"))
    let host = ViewHost(VoyageList().modelContainer(container))
    try host.tap("Delete first")
    #expect(host.element("Bern: 1") == nil && host.element("Rome: 1") != nil)
    #expect(
      lines(host.events).last { $0.hasPrefix("⛁") }
        == "⛁ VoyageList._trips re-fetched (Voyage deleted): 2 → 1 Voyage  [VoyageList]")
  }

  @Test func aPropertyWriteRerunsTheRowThatReadItAndTheQuery() throws {
    let container = try makeContainer()
    container.mainContext.insert(Voyage(name: "Bern"))
    container.mainContext.insert(Voyage(name: "Rome"))
    let host = ViewHost(VoyageList().modelContainer(container))
    host.resetCounts()
    try host.tap("Lengthen first")
    #expect(host.element("Bern: 2") != nil)
    // The row that read `days` runs by Observation; the other row does not.
    #expect(host.bodyCount(of: "VoyageRow") == 1)
    #expect(fetches(host.events).last?.reasons == ["Voyage.days changed"])
    #expect(lines(host.events).contains("⚡ Voyage.days changed → VoyageRow invalidated"))
  }

  @Test func aFilterAndASortDecideWhatIsShown() throws {
    let container = try makeContainer()
    for (name, days) in [("Rome", 5), ("Oslo", 1), ("Lima", 3)] {
      container.mainContext.insert(Voyage(name: name, days: days))
    }
    let host = ViewHost(LongTrips().modelContainer(container))
    #expect(host.element("Rome") != nil && host.element("Lima") != nil)
    #expect(host.element("Oslo") == nil)
    #expect(fetches(host.events).last?.count == 2)
  }

  @Test func aBackgroundSaveMergesIntoTheMainContextsQuery() async throws {
    let container = try makeContainer()
    let host = ViewHost(Importing().modelContainer(container))
    try host.tap("Import and save")
    await host.settle()
    #expect(host.element("2 trips") != nil)
    #expect(fetches(host.events).last?.reasons == ["another context's save merged: 2 inserted"])
  }

  @Test func aBackgroundContextThatDoesNotSaveIsNeverSeen() async throws {
    let container = try makeContainer()
    let host = ViewHost(Importing().modelContainer(container))
    try host.tap("Import without save")
    await host.settle()
    #expect(host.element("0 trips") != nil)
    #expect(fetches(host.events).count == 1)
  }

  @Test func aBackgroundUpdateLeavesTheMainContextsModelStale() async throws {
    // Observed (3lvis/SwiftSync#629): the merge refetches, but the registered model keeps its values.
    let container = try makeContainer()
    container.mainContext.insert(Voyage(name: "Oslo"))
    try container.mainContext.save()
    let host = ViewHost(Importing().modelContainer(container))
    try host.tap("Rename in background")
    await host.settle()
    #expect(host.element("Oslo") != nil && host.element("Bergen") == nil)
    #expect(fetches(host.events).last?.reasons == ["another context's save merged: 1 changed"])
    #expect(try ModelContext(container).fetch(FetchDescriptor<Voyage>()).map(\.name) == ["Bergen"])
  }

  @Test func aQueryWithoutAContainerSaysSoAndIsEmpty() {
    let host = ViewHost(LongTrips())
    #expect(
      host.issues.contains { $0.message.contains("@Query of Voyage in LongTrips found no model container") })
  }

  struct Counter: View {
    @State var taps = 0
    var body: some View {
      Button("Tap \(taps)") { taps += 1 }
      VoyageList().modelContainer(for: Voyage.self, inMemory: true)
    }
  }

  @Test func aContainerMadeByTheModifierLastsAcrossParentUpdates() throws {
    let host = ViewHost(Counter())
    try host.tap("Add")
    try host.tap("Tap 0")
    #expect(host.element("Oslo: 2") != nil)
  }

  struct Search: View {
    @State var text = ""
    var body: some View {
      TextField("Search", text: $text)
      Results(text: text)
    }
  }

  struct Results: View {
    @Query var trips: [Voyage]

    init(text: String) {
      _trips = Query(
        filter: #Predicate<Voyage> { text.isEmpty || $0.name.contains(text) }, sort: \Voyage.name)
    }

    var body: some View {
      Text(trips.map(\.name).joined(separator: ", "))
    }
  }

  @Test func aQueryMadeAgainWithAnotherFilterFetchesAgain() throws {
    let container = try makeContainer()
    for name in ["Oslo", "Rome", "Bern"] { container.mainContext.insert(Voyage(name: name)) }
    let host = ViewHost(Search().modelContainer(container))
    #expect(host.element("Bern, Oslo, Rome") != nil)
    try host.type("o", into: "Search")
    #expect(host.element("Oslo, Rome") != nil)
    #expect(fetches(host.events).last?.reasons == ["its filter, sort or limit changed"])
    #expect(lines(host.events).contains("Results: _trips changed."))
  }
}

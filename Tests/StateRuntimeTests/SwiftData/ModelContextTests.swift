import Foundation
import StateRuntime
import Testing

@MainActor
struct ModelContextTests {
  @Test func insertIsFetchedBeforeSaveAndStoredAfter() throws {
    let container = try makeContainer()
    let context = container.mainContext
    context.autosaveEnabled = false
    context.insert(Voyage(name: "Oslo"))
    #expect(context.hasChanges)
    #expect(try context.fetch(FetchDescriptor<Voyage>()).map(\.name) == ["Oslo"])
    // Another context reads the store: nothing until the save.
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Voyage>()) == 0)
    try context.save()
    #expect(!context.hasChanges)
    let other = ModelContext(container)
    let fetched = try other.fetch(FetchDescriptor<Voyage>())
    #expect(fetched.map(\.name) == ["Oslo"])
    // The same model, another instance: each context has its own.
    #expect(fetched[0] !== context.insertedModelsArray.first)
    #expect(
      fetched[0].persistentModelID == (try context.fetch(FetchDescriptor<Voyage>()))[0].persistentModelID)
  }

  @Test func predicateSortOffsetAndLimit() throws {
    let context = try makeContainer().mainContext
    for (name, days) in [("Rome", 5), ("Oslo", 1), ("Lima", 3), ("Bern", 2)] {
      context.insert(Voyage(name: name, days: days))
    }
    let long = FetchDescriptor<Voyage>(
      predicate: #Predicate { $0.days > 1 }, sortBy: [SortDescriptor(\.name)])
    #expect(try context.fetch(long).map(\.name) == ["Bern", "Lima", "Rome"])
    var byDays = FetchDescriptor<Voyage>(sortBy: [SortDescriptor(\.days, order: .reverse)])
    byDays.fetchOffset = 1
    byDays.fetchLimit = 2
    #expect(try context.fetch(byDays).map(\.name) == ["Lima", "Bern"])
    #expect(try context.fetchCount(long) == 3)
  }

  @Test func deleteLeavesFetchesAtOnceAndTheStoreAtSave() throws {
    let container = try makeContainer()
    let context = container.mainContext
    let oslo = Voyage(name: "Oslo")
    context.insert(oslo)
    context.insert(Voyage(name: "Rome"))
    try context.save()
    context.delete(oslo)
    #expect(oslo.isDeleted)
    #expect(context.hasChanges)
    #expect(try context.fetch(FetchDescriptor<Voyage>()).map(\.name) == ["Rome"])
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Voyage>()) == 2)
    try context.save()
    #expect(try ModelContext(container).fetch(FetchDescriptor<Voyage>()).map(\.name) == ["Rome"])
  }

  @Test func aPropertyWriteMarksTheModelAndContextChanged() throws {
    let context = try makeContainer().mainContext
    let trip = Voyage(name: "Oslo")
    context.insert(trip)
    try context.save()
    #expect(!trip.hasChanges && !context.hasChanges)
    trip.name = "Bergen"
    #expect(trip.hasChanges && context.hasChanges)
    #expect(context.changedModelsArray.count == 1)
    context.rollback()
    #expect(trip.name == "Oslo")
    #expect(!context.hasChanges)
  }

  @Test func anEqualWriteStillMarksChanges() throws {
    // Observed (FB24363307): `item.title = item.title` makes hasChanges true.
    let context = try makeContainer().mainContext
    let trip = Voyage(name: "Oslo")
    context.insert(trip)
    try context.save()
    trip.name = trip.name
    #expect(context.hasChanges)
  }

  @Test func autosaveSavesTheMainContextAfterTheTurn() async throws {
    let container = try makeContainer()
    #expect(container.mainContext.autosaveEnabled)
    #expect(!ModelContext(container).autosaveEnabled)
    container.mainContext.insert(Voyage(name: "Oslo"))
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Voyage>()) == 0)
    for _ in 0..<10 where container.mainContext.hasChanges { await Task.yield() }
    #expect(!container.mainContext.hasChanges)
    #expect(try ModelContext(container).fetchCount(FetchDescriptor<Voyage>()) == 1)
  }

  @Test func aSaveElsewhereDoesNotRefreshARegisteredModel() async throws {
    // Observed (3lvis/SwiftSync#629): the main context's registered instance keeps its values.
    let container = try makeContainer()
    let main = container.mainContext
    main.autosaveEnabled = false
    let trip = Voyage(name: "Oslo")
    main.insert(trip)
    try main.save()
    try await Importer(modelContainer: container).rename(trip.persistentModelID, to: "Bergen")
    #expect(trip.name == "Oslo")
    #expect(try ModelContext(container).fetch(FetchDescriptor<Voyage>()).map(\.name) == ["Bergen"])
  }

  @Test func identifiersArePermanentAtInsertAndNumberedPerContainer() throws {
    for _ in 0..<2 {
      let context = try makeContainer().mainContext
      let trip = Voyage(name: "Oslo")
      #expect(trip.persistentModelID.isTemporary)
      context.insert(trip)
      context.insert(Voyage(name: "Rome"))
      #expect(!trip.persistentModelID.isTemporary && trip.persistentModelID.description == "Voyage#1")
      #expect(
        try context.fetch(FetchDescriptor<Voyage>()).map(\.persistentModelID.description) == [
          "Voyage#1", "Voyage#2",
        ])
    }
  }

  @Test func aModelActorFindsAModelByItsIdentifier() async throws {
    let container = try ModelContainer(
      for: Voyage.self, configurations: ModelConfiguration(for: Voyage.self, isStoredInMemoryOnly: true))
    let trip = Voyage(name: "Oslo")
    container.mainContext.insert(trip)
    try container.mainContext.save()
    let importer = Importer(modelContainer: container)
    #expect(await importer.name(of: trip.persistentModelID) == "Oslo")
  }
}

// The checks for the exercise 'query-refresh'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Trip, TripImporter, TripLog.

import StateRuntime

/// An in-memory container holding one trip the rider saved before.
@MainActor func tripContainer() throws -> ModelContainer {
  let container = try ModelContainer(
    for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
  container.mainContext.insert(Trip(name: "Commute", miles: 5))
  try container.mainContext.save()
  return container
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the log shows the trips saved before") {
      let host = ViewHost(TripLog().modelContainer(try tripContainer()))
      try expectEqual(
        host.element("Trips:")?.label, "Trips: 1", "the Trips line after mounting", log: host.events)
      try expectEqual(
        host.element("Miles:")?.label, "Miles: 5", "the Miles line after mounting", log: host.events)
    },
    Check("Import GPX saves the export's trips") {
      let container = try tripContainer()
      let host = ViewHost(TripLog().modelContainer(container))
      try host.tap("Import GPX")
      await host.settle()
      // A new context sees only what some context has saved.
      let saved = try ModelContext(container).fetchCount(FetchDescriptor<Trip>())
      try expectEqual(
        saved, 4, "trips in the store after Import GPX finished (1 saved before + 3 imported)",
        log: host.events)
    },
    Check("the open log shows the imported trips as the import finishes") {
      let host = ViewHost(TripLog().modelContainer(try tripContainer()))
      try host.tap("Import GPX")
      await host.settle()
      // The importer's save is merged into the main context, whose @Query fetches again.
      try expectEqual(
        host.element("Trips:")?.label, "Trips: 4", "the Trips line once Import GPX finished", log: host.events)
      try expectEqual(
        host.element("Miles:")?.label, "Miles: 60", "the Miles line once Import GPX finished", log: host.events)
    },
    Check("the log opened again shows the imported trips") {
      let container = try tripContainer()
      try await TripImporter(modelContainer: container).importTrips(TripImporter.export)
      let host = ViewHost(TripLog().modelContainer(container))
      try expectEqual(
        host.element("Trips:")?.label, "Trips: 4", "the Trips line of a log opened after an import",
        log: host.events)
      try expectEqual(
        host.element("Miles:")?.label, "Miles: 60", "the Miles line of a log opened after an import",
        log: host.events)
    },
    Check("the importer saves what it imports") {
      let container = try tripContainer()
      try await TripImporter(modelContainer: container).importTrips(TripImporter.export)
      // A new context sees only what some context has saved.
      let saved = try ModelContext(container).fetchCount(FetchDescriptor<Trip>())
      try expectEqual(
        saved, 4,
        "trips in the store after TripImporter.importTrips returns (the importer's own context must save)")
    },
  ]
}

import StateRuntime

/// A trip the cycling log keeps: where, and how far.
@Model
final class Trip {
  var name: String
  var miles: Int

  init(name: String, miles: Int) {
    self.name = name
    self.miles = miles
  }
}

/// Reads a GPX export off the main actor and imports its trips.
///
/// Who owns the imported trips? The store, once a context saves them.
/// Which context inserts them? This actor's, which the `@ModelActor` macro makes.
/// Does that context save by itself? Read `autosaveEnabled` before you answer.
@ModelActor
actor TripImporter {
  /// The trips in the export the rider picked.
  static let export = [("Harbour loop", 12), ("Hill climb", 18), ("Canal path", 25)]

  func importTrips(_ trips: [(String, Int)]) {
    for (name, miles) in trips {
      modelContext.insert(Trip(name: name, miles: miles))
    }
  }
}

/// The log: every saved trip, the total, and the import.
struct TripLog: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \Trip.name) private var trips: [Trip]

  var body: some View {
    VStack {
      Text("Trips: \(trips.count)")
      Text("Miles: \(trips.reduce(0) { $0 + $1.miles })")
      List(trips) { trip in
        Text("\(trip.name): \(trip.miles) mi")
      }
      Button("Import GPX") {
        let importer = TripImporter(modelContainer: modelContext.container)
        Task {
          await importer.importTrips(TripImporter.export)
          try? modelContext.save()
        }
      }
    }
  }
}

#Preview {
  TripLog()
    .modelContainer(for: Trip.self, inMemory: true)
}

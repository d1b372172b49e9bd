import Foundation
import Testing

/// `import SwiftData` in a played file (issue 39, item 4): `@Model` and `@ModelActor` expanded by
/// the runtime cache's plugin, an `App` whose `WindowGroup` attaches the container, `@Query`,
/// `@Environment(\.modelContext)` and `@Bindable`, through the `lessons play` binary.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlaySwiftDataTests {
  static let trips = """
    import SwiftData
    import SwiftUI

    @Model
    final class Trip {
        var name: String
        var days: Int = 1
        @Transient var isExpanded = false

        init(name: String, days: Int = 1) {
            self.name = name
            self.days = days
        }
    }

    @ModelActor
    actor TripImporter {
        func importTrips(named names: [String]) throws {
            for name in names {
                modelContext.insert(Trip(name: name))
            }
            try modelContext.save()
        }
    }

    @main
    struct TripsApp: App {
        var body: some Scene {
            WindowGroup {
                TripList()
            }
            .modelContainer(for: Trip.self)
        }
    }

    struct TripList: View {
        @Environment(\\.modelContext) private var modelContext
        @Query(filter: #Predicate<Trip> { $0.days > 0 }, sort: \\Trip.name) private var trips: [Trip]

        var body: some View {
            VStack {
                Text("\\(trips.count) trips")
                ForEach(trips) { trip in
                    TripEditor(trip: trip)
                }
                Button("Add Oslo") {
                    modelContext.insert(Trip(name: "Oslo", days: 3))
                }
                Button("Import") {
                    let importer = TripImporter(modelContainer: modelContext.container)
                    Task {
                        try await importer.importTrips(named: ["Bern", "Lima"])
                    }
                }
            }
        }
    }

    struct TripEditor: View {
        @Bindable var trip: Trip

        var body: some View {
            Stepper("\\(trip.name) days", value: $trip.days, in: 0...30)
        }
    }

    """

  @Test func aSwiftDataAppPlaysUnchanged() throws {
    let script = """
      expect "0 trips" "0 trips"
      tap "Add Oslo"
      expect-log "re-fetched (Trip inserted): 0 → 1 Trip"
      expect "1 trips" "1 trips"
      tap Import
      expect-log "another context's save merged: 2 inserted"
      expect "3 trips" "3 trips"
      inc "Oslo days"
      expect "Oslo days" "4"
      expect-log "Trip.days changed"
      """
    let result = try PlayBinaryTests.play(
      ["@/Trips.swift", "--script", "@/trips.play"],
      files: ["Trips.swift": Self.trips, "trips.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"), "\(result.standardOutput)")
    #expect(result.standardError.contains("imports SwiftData"), "\(result.standardError)")
  }
}

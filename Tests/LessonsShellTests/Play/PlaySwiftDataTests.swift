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
    final class Voyage {
        var name: String
        var days: Int = 1
        @Transient var isExpanded = false

        init(name: String, days: Int = 1) {
            self.name = name
            self.days = days
        }
    }

    @ModelActor
    actor VoyageImporter {
        func importTrips(named names: [String]) throws {
            for name in names {
                modelContext.insert(Voyage(name: name))
            }
            try modelContext.save()
        }
    }

    @main
    struct TripsApp: App {
        var body: some Scene {
            WindowGroup {
                VoyageList()
            }
            .modelContainer(for: Voyage.self)
        }
    }

    struct VoyageList: View {
        @Environment(\\.modelContext) private var modelContext
        @Query(filter: #Predicate<Voyage> { $0.days > 0 }, sort: \\Voyage.name) private var trips: [Voyage]

        var body: some View {
            VStack {
                Text("\\(trips.count) trips")
                ForEach(trips) { trip in
                    VoyageEditor(trip: trip)
                }
                Button("Add Oslo") {
                    modelContext.insert(Voyage(name: "Oslo", days: 3))
                }
                Button("Import") {
                    let importer = VoyageImporter(modelContainer: modelContext.container)
                    Task {
                        try await importer.importTrips(named: ["Bern", "Lima"])
                    }
                }
            }
        }
    }

    struct VoyageEditor: View {
        @Bindable var trip: Voyage

        var body: some View {
            Stepper("\\(trip.name) days", value: $trip.days, in: 0...30)
        }
    }

    """

  @Test func aSwiftDataAppPlaysUnchanged() throws {
    let script = """
      expect "0 trips" "0 trips"
      tap "Add Oslo"
      expect-log "re-fetched (Voyage inserted): 0 → 1 Voyage"
      expect "1 trips" "1 trips"
      tap Import
      expect-log "another context's save merged: 2 inserted"
      expect "3 trips" "3 trips"
      inc "Oslo days"
      expect "Oslo days" "4"
      expect-log "Voyage.days changed"
      """
    let result = try PlayBinaryTests.play(
      ["@/Trips.swift", "--script", "@/trips.play"],
      files: ["Trips.swift": Self.trips, "trips.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"), "\(result.standardOutput)")
    #expect(result.standardError.contains("imports SwiftData"), "\(result.standardError)")
  }

  static let bucket = """
    import SwiftData
    import SwiftUI

    @Model
    final class Voyage {
        var name: String
        @Relationship(deleteRule: .cascade, inverse: \\BucketItem.trip)
        var items: [BucketItem] = []

        init(name: String) {
            self.name = name
        }
    }

    @Model
    final class BucketItem {
        var title: String
        var trip: Voyage?

        init(title: String) {
            self.title = title
        }
    }

    struct BucketView: View {
        @Environment(\\.modelContext) private var modelContext
        @Query private var trips: [Voyage]
        @Query private var items: [BucketItem]

        var body: some View {
            Text("\\(trips.count) trips, \\(items.count) items")
            Button("Plan") {
                let trip = Voyage(name: "Oslo")
                trip.items.append(BucketItem(title: "Fjord"))
                trip.items.append(BucketItem(title: "Museum"))
                modelContext.insert(trip)
            }
            Button("Cancel") {
                if let trip = trips.first { modelContext.delete(trip) }
            }
        }
    }

    #Preview {
        BucketView().modelContainer(for: [Voyage.self, BucketItem.self], inMemory: true)
    }

    """

  @Test func insertingATripInsertsItsItemsAndACascadeDeletesThem() throws {
    let script = """
      tap Plan
      expect-log "⛁ BucketView._items re-fetched (BucketItem inserted): 0 → 2 BucketItem"
      expect "1 trips, 2 items" "1 trips, 2 items"
      tap Cancel
      expect-log "re-fetched (BucketItem deleted): 2 → 0 BucketItem"
      expect "0 trips, 0 items" "0 trips, 0 items"
      """
    let result = try PlayBinaryTests.play(
      ["@/Bucket.swift", "--script", "@/bucket.play"],
      files: ["Bucket.swift": Self.bucket, "bucket.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"), "\(result.standardOutput)")
  }
}

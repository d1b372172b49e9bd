import SwiftUI
import SwiftData

@Model
final class Trip {
    var name: String
    var isFavorite: Bool

    init(name: String, isFavorite: Bool = false) {
        self.name = name
        self.isFavorite = isFavorite
    }
}

struct FavoriteTripsView: View {
    @Query(filter: #Predicate<Trip> { $0.isFavorite }, sort: \Trip.name)
    private var favorites: [Trip]

    var body: some View {
        Section("Favorites") {
            Text("Favorites: \(favorites.map(\.name).joined(separator: ", "))")
        }
    }
}

struct TripListView: View {
    @Query(sort: \Trip.name, order: .reverse) private var trips: [Trip]

    var body: some View {
        List {
            FavoriteTripsView()
            Section("All trips") {
                ForEach(trips) { trip in
                    TripRow(trip: trip)
                }
            }
        }
    }
}

struct TripRow: View {
    @Bindable var trip: Trip

    var body: some View {
        Toggle(trip.name, isOn: $trip.isFavorite)
    }
}

#Preview {
    let container = try! ModelContainer(
        for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Trip(name: "Lisbon"))
    container.mainContext.insert(Trip(name: "Kyoto", isFavorite: true))
    container.mainContext.insert(Trip(name: "Oslo"))
    return TripListView()
        .modelContainer(container)
}

import SwiftUI
import SwiftData

@Model
final class Quake {
    var place: String
    var magnitude: Double

    init(place: String, magnitude: Double) {
        self.place = place
        self.magnitude = magnitude
    }
}

@ModelActor
actor QuakeImporter {
    func importFeed() throws {
        let feed = [("Offshore Hokkaido", 5.1), ("Central Chile", 4.4), ("Reykjanes Ridge", 3.9)]
        for (place, magnitude) in feed {
            modelContext.insert(Quake(place: place, magnitude: magnitude))
        }
        if modelContext.hasChanges {
            try modelContext.save()
        }
    }
}

struct QuakeList: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Quake.magnitude, order: .reverse) private var quakes: [Quake]

    var body: some View {
        NavigationStack {
            List(quakes) { quake in
                Text("\(quake.place) M\(quake.magnitude.formatted(.number.precision(.fractionLength(1))))")
            }
            .navigationTitle("Earthquakes")
            .toolbar {
                Button("Refresh") {
                    let importer = QuakeImporter(modelContainer: modelContext.container)
                    Task {
                        try await importer.importFeed()
                    }
                }
            }
            Text("\(quakes.count) quakes")
        }
    }
}

#Preview {
    QuakeList()
        .modelContainer(for: Quake.self, inMemory: true)
}

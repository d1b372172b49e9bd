import Foundation
import StateRuntime

/// A house plant and how often it wants water.
@Model
final class Plant {
  var name: String
  /// The botanical name: what the family's phones agree on when they sync.
  var species: String
  var wateringDays: Int

  init(name: String, species: String, wateringDays: Int) {
    self.name = name
    self.species = species
    self.wateringDays = wateringDays
  }
}

/// The plants the app had saved before this launch, and the sync that changes one of them.
enum Greenhouse {
  static let monstera = "Monstera deliciosa"

  /// An in-memory container holding two saved plants.
  @MainActor
  static func makeContainer() -> ModelContainer {
    let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
    let container = try! ModelContainer(for: Plant.self, configurations: configuration)
    container.mainContext.insert(Plant(name: "Boston fern", species: "Nephrolepis exaltata", wateringDays: 3))
    container.mainContext.insert(Plant(name: "Monstera", species: monstera, wateringDays: 10))
    try? container.mainContext.save()
    return container
  }

  /// The monstera as the main context has it now.
  @MainActor
  static func monstera(in container: ModelContainer) -> Plant? {
    let descriptor = FetchDescriptor<Plant>(predicate: #Predicate { $0.species == "Monstera deliciosa" })
    return try? container.mainContext.fetch(descriptor).first
  }

  /// A sync from the family's other phone: the monstera now wants water every 14 days.
  @MainActor
  static func syncSchedule(in container: ModelContainer) {
    monstera(in: container)?.wateringDays = 14
    try? container.mainContext.save()
  }
}

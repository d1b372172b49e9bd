import Foundation
import StateRuntime

// The package's build loads no macro plugin, so these models are written as `@Model`
// expands them (the plugin's ModelMacro, in ExerciseKit's EntryMacroPlugin.swift):
//
//   @Model final class Voyage {
//     var name: String
//     var days: Int = 1
//     init(name: String, days: Int = 1) { ... }
//   }

final class Voyage: PersistentModel {
  var name: String {
    @storageRestrictions(accesses: _$backingData, initializes: _name)
    init(initialValue) {
      _$backingData.setInitialValue(initialValue, forKey: \Voyage.name)
      _name = _SwiftDataNoType()
    }
    get { getValue(forKey: \.name) }
    set { setValue(forKey: \.name, to: newValue) }
  }
  private var _name: _SwiftDataNoType

  var days: Int = 1 {
    @storageRestrictions(accesses: _$backingData, initializes: _days)
    init(initialValue) {
      _$backingData.setInitialValue(initialValue, forKey: \Voyage.days)
      _days = _SwiftDataNoType()
    }
    get { getValue(forKey: \.days) }
    set { setValue(forKey: \.days, to: newValue) }
  }
  private var _days: _SwiftDataNoType

  init(name: String, days: Int = 1) {
    self.name = name
    self.days = days
  }

  private var _$backingData = ModelBackingData(for: Voyage.self)

  var persistentBackingData: ModelBackingData {
    get { _$backingData }
    set { _$backingData = newValue }
  }

  static var schemaMetadata: [Schema.PropertyMetadata] {
    [
      Schema.PropertyMetadata(name: "name", keypath: \Voyage.name),
      Schema.PropertyMetadata(name: "days", keypath: \Voyage.days),
    ]
  }

  required init(backingData: ModelBackingData) {
    _name = _SwiftDataNoType()
    _days = _SwiftDataNoType()
    _$backingData = backingData
  }
}

/// `@ModelActor actor Importer { … }`, expanded.
actor Importer: ModelActor {
  nonisolated let modelExecutor: any ModelExecutor
  nonisolated let modelContainer: ModelContainer

  init(modelContainer: ModelContainer) {
    let modelContext = ModelContext(modelContainer)
    modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext)
    self.modelContainer = modelContainer
  }

  func importTrips(_ names: [String], save: Bool) throws {
    for name in names { modelContext.insert(Voyage(name: name)) }
    if save { try modelContext.save() }
  }

  func name(of id: PersistentIdentifier) -> String? {
    self[id, as: Voyage.self]?.name
  }

  func rename(_ id: PersistentIdentifier, to name: String) throws {
    guard let trip = modelContext.model(for: id) as? Voyage else { return }
    trip.name = name
    try modelContext.save()
  }
}

func makeContainer() throws -> ModelContainer {
  try ModelContainer(for: Voyage.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
}

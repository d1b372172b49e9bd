import StateRuntime

extension ModelBinding.Fixed {
  /// The plants, each opening its detail screen.
  struct PlantList: View {
    @Query(sort: \Plant.name) private var plants: [Plant]

    var body: some View {
      NavigationStack {
        List(plants) { plant in
          NavigationLink(plant.name) {
            PlantDetail(plant: plant)
          }
        }
      }
    }
  }

  /// FIX: the detail edits the model itself. `@Bindable` makes bindings into the `@Model`
  /// (which is observable): the field and the stepper write the plant's properties, and
  /// read them, so a sync shows at once and there is no copy to write back.
  struct PlantDetail: View {
    @Bindable var plant: Plant

    var body: some View {
      Form {
        TextField("Name", text: $plant.name)
        Stepper("Water every \(plant.wateringDays) days", value: $plant.wateringDays, in: 1...30)
      }
    }
  }
}

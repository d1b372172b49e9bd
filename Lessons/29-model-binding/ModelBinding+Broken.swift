import StateRuntime

extension ModelBinding.Broken {
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

  /// BUG: the detail copies the plant's values into its own `@State` when it is created,
  /// and writes the copies back when it disappears. A change that reaches the plant while
  /// the screen is open (a sync) never shows here, and leaving the screen writes the old
  /// copy over it: the model is the owner, and the screen made itself a second one.
  struct PlantDetail: View {
    let plant: Plant
    @State private var name: String
    @State private var wateringDays: Int

    init(plant: Plant) {
      self.plant = plant
      _name = State(initialValue: plant.name)
      _wateringDays = State(initialValue: plant.wateringDays)
    }

    var body: some View {
      Form {
        TextField("Name", text: $name)
        Stepper("Water every \(wateringDays) days", value: $wateringDays, in: 1...30)
      }
      .onDisappear {
        plant.name = name
        plant.wateringDays = wateringDays
      }
    }
  }
}

import LessonsPlayDriver
import StateRuntime

/// Lesson 29: editing a @Model through @Bindable, against copying it into @State.
enum ModelBinding {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version (an in-memory container holding two saved plants), the
/// sync from another phone, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let container = Greenhouse.makeContainer()
    let events = [
      OutsideEvent("sync", "a sync from the family's other phone waters the monstera every 14 days") {
        Greenhouse.syncSchedule(in: container)
      }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "plant": {
        guard let plant = Greenhouse.monstera(in: container) else { return "(no monstera)" }
        return "\"\(plant.name)\", every \(plant.wateringDays) days"
      }
    ]
    switch variant {
    case .broken:
      return LessonApp(
        ModelBinding.Broken.PlantList().modelContainer(container), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        ModelBinding.Fixed.PlantList().modelContainer(container), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // The detail's field and stepper: what the screen shows of the plant.
    ScenarioFact("detail") { app in
      let field = app.host.element("Name")?.value ?? "(no field)"
      let stepper = app.host.element("Water every")?.label ?? "(no stepper)"
      return "field \"\(field)\", \"\(stepper)\""
    },
    // The monstera as the model holds it, whatever the screen shows.
    ScenarioFact("plant") { app in app.fact("plant") },
  ],
  verdict: { app, variant in
    let plant = app.fact("plant")
    switch variant {
    case .broken:
      return "The model holds \(plant): the sync's 14 days were shown nowhere on the detail screen, and "
        + "leaving it wrote the screen's copies back over them. PlantDetail's @State was a second owner."
    case .fixed:
      return "The model holds \(plant): the detail edited the plant through @Bindable, so the sync showed "
        + "at once and the rename kept it."
    }
  })

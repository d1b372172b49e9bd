import LessonsPlayDriver
import StateRuntime

/// Lesson 25: migrating to Xcode 27's `@State` macro.
enum RecipeServings {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, the outside event that opens another recipe, the
/// facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let cookbook = Cookbook(current: Cookbook.bread)
    let events = [
      OutsideEvent("open-pancakes", "the cook opens the pancake recipe from the index") {
        cookbook.current = Cookbook.pancakes
      }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "recipe.servings": { "\(cookbook.current.servings)" }
    ]
    switch variant {
    case .broken:
      return LessonApp(
        RecipeServings.Broken.RecipeScreen(cookbook: cookbook), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        RecipeServings.Fixed.RecipeScreen(cookbook: cookbook), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // The planner's stepper beside what the recipe is written for.
    ScenarioFact("planner") { app in
      let stepper = app.host.element("Servings:")?.label ?? "(no stepper)"
      return "\"\(stepper)\", recipe written for \(app.fact("recipe.servings"))"
    },
    // The flour line, as shown.
    ScenarioFact("flour") { app in "\"\(app.host.element("Flour:")?.label ?? "(no flour line)")\"" },
  ],
  verdict: { app, variant in RecipeServings.verdict(app, variant) })

extension RecipeServings {
  /// What the run showed, in words that hold in the era it ran in.
  @MainActor
  static func verdict(_ app: LessonApp, _ variant: Variant) -> String {
    let stepper = app.host.element("Servings:")?.label ?? "no stepper"
    let thrownAway = app.host.events.compactMap { event -> String? in
      if case .initialValueDiscarded(let discarded) = event, discarded.view == "ServingsPlanner" {
        return discarded.discarded
      }
      return nil
    }
    switch variant {
    case .broken:
      return "Built with \(app.xcode): the planner shows \"\(stepper)\" although the recipe is written for "
        + "\(app.fact("recipe.servings")). Its @State has an inline initial value, 2, and the value its init "
        + "assigned (\(thrownAway.joined(separator: ", "))) was thrown away: the inline value takes "
        + "precedence (TN3211 for the State() macro; observed for the property wrapper)."
    case .fixed:
      return "Built with \(app.xcode): the planner shows \"\(stepper)\", the servings the recipe is written "
        + "for. Its @State has no inline value, so the init's assignment is its initial value, once per "
        + "recipe (the .id gives each recipe a planner of its own)."
    }
  }
}

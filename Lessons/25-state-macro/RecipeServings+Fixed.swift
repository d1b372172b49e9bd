import StateRuntime

extension RecipeServings.Fixed {
  /// The recipe screen: the open recipe, and a planner for how many it will feed.
  struct RecipeScreen: View {
    let cookbook: Cookbook

    var body: some View {
      VStack {
        Text("Recipe: \(cookbook.current.name)")
        // A planner of its own for each recipe: a new id is a new identity, and fresh state.
        ServingsPlanner(recipe: cookbook.current)
          .id(cookbook.current.id)
      }
    }
  }

  /// FIX: one source for the first value, set last. The servings have no inline initial
  /// value, so the init's `State(initialValue:)` is their first value, and the plain stored
  /// property is set before it, as TN3211 asks: it builds and behaves the same with Xcode 26
  /// and Xcode 27. (`self.servings = recipe.servings` in the same place works too: the
  /// macro's `init` accessor, or the wrapper's `init(wrappedValue:)`.)
  struct ServingsPlanner: View {
    let recipe: Recipe
    @State private var servings: Int

    init(recipe: Recipe) {
      self.recipe = recipe
      _servings = State(initialValue: recipe.servings)
    }

    var body: some View {
      VStack {
        Stepper("Servings: \(servings)", value: $servings, in: 1...12)
        Text("Flour: \(servings * recipe.flourPerServing) g")
      }
    }
  }
}

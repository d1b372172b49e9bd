import StateRuntime

extension RecipeServings.Broken {
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

  /// BUG (both eras): the servings have an inline initial value, and the init assigns the
  /// recipe's servings as well. The inline value takes precedence, and the assignment is
  /// thrown away: TN3211 documents it for Xcode 27's State() macro; the property wrapper of
  /// Xcode 26 behaved the same (observed, not documented).
  ///
  /// This is what the migration left. The init Xcode 26 built set
  /// `_servings = State(initialValue: recipe.servings)` before `self.recipe`, which Xcode 27
  /// rejects; rewritten as `self.servings = …` and moved after `self.recipe`, it builds in
  /// both eras and no longer does what it says.
  struct ServingsPlanner: View {
    let recipe: Recipe
    @State private var servings = 2

    init(recipe: Recipe) {
      self.recipe = recipe
      self.servings = recipe.servings
    }

    var body: some View {
      VStack {
        Stepper("Servings: \(servings)", value: $servings, in: 1...12)
        Text("Flour: \(servings * recipe.flourPerServing) g")
      }
    }
  }
}

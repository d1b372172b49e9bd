import StateRuntime

/// A recipe as the cookbook stores it: how many people it serves unless the cook says otherwise.
struct Recipe: Identifiable, Equatable, Sendable {
  let id: String
  let name: String
  /// The servings the recipe is written for: what the planner should start at.
  let servings: Int
  /// Grams of flour for one serving.
  let flourPerServing: Int
}

/// The cookbook the screen shows: one recipe open at a time.
@MainActor @Observable
final class Cookbook {
  var current: Recipe

  init(current: Recipe) {
    self.current = current
  }

  static let bread = Recipe(id: "bread", name: "Rye bread", servings: 4, flourPerServing: 125)
  static let pancakes = Recipe(id: "pancakes", name: "Pancakes", servings: 6, flourPerServing: 40)
}

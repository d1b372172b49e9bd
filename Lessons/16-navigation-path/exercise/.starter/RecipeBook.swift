import StateRuntime

/// A recipe in the book.
struct Recipe: Identifiable, Hashable {
  let id: Int
  let name: String
}

let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Soup")]

/// The app's router: deep links (app://recipes/ID) arrive here.
@MainActor @Observable
final class Router {
  var requested: Recipe?

  /// A deep link to `recipe`.
  func open(recipe: Recipe) {
    requested = recipe
  }
}

/// The list of recipes, and a screen per opened recipe.
struct RecipeBook: View {
  let router: Router
  @State private var path: [Recipe] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        ForEach(recipes) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
        Text("Depth: \(path.count)")
      }
      .navigationDestination(for: Recipe.self) { recipe in RecipeScreen(recipe: recipe) }
    }
    .onChange(of: router.requested) { _, recipe in
      guard let recipe else { return }
      path.append(recipe)
      router.requested = nil
    }
  }
}

/// One recipe, with the cook's notes.
struct RecipeScreen: View {
  let recipe: Recipe
  @State private var notes = ""

  var body: some View {
    VStack {
      Text("Recipe: \(recipe.name)")
      TextField("Notes", text: $notes)
    }
  }
}

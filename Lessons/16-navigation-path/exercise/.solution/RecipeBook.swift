import StateRuntime

/// A recipe in the book.
struct Recipe: Identifiable, Hashable {
  let id: Int
  let name: String
}

let recipes = [Recipe(id: 1, name: "Pancakes"), Recipe(id: 2, name: "Soup")]

/// The app's router: the one owner of the path, and of the notes, which
/// must outlive a recipe's screen.
@MainActor @Observable
final class Router {
  var path: [Recipe] = []
  var notes: [Recipe.ID: String] = [:]

  /// A deep link to `recipe`: show it over the list, once.
  func open(recipe: Recipe) {
    path = [recipe]
  }

  func notes(for recipe: Recipe) -> Binding<String> {
    Binding(get: { self.notes[recipe.id, default: ""] }, set: { self.notes[recipe.id] = $0 })
  }
}

/// The list of recipes, and a screen per opened recipe: the stack is bound
/// to the router's path.
struct RecipeBook: View {
  @Bindable var router: Router

  var body: some View {
    NavigationStack(path: $router.path) {
      VStack {
        ForEach(recipes) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
        Text("Depth: \(router.path.count)")
      }
      .navigationDestination(for: Recipe.self) { recipe in RecipeScreen(recipe: recipe, router: router) }
    }
  }
}

/// One recipe, with the cook's notes, kept by the router.
struct RecipeScreen: View {
  let recipe: Recipe
  let router: Router

  var body: some View {
    VStack {
      Text("Recipe: \(recipe.name)")
      TextField("Notes", text: router.notes(for: recipe))
    }
  }
}

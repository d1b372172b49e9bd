import SwiftUI

struct Recipe {
    var name: String
    var servings: Int

    static let sample = Recipe(name: "Pancakes", servings: 2)
}

struct RecipeView: View {
    let recipe: Recipe
    @State private var servings: Int

    init(recipe: Recipe) {
        self.recipe = recipe
        _servings = State(initialValue: recipe.servings)
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(recipe.name)
                .font(.headline)
            Stepper("Servings: \(servings)", value: $servings, in: 1...12)
        }
    }
}

#Preview("Sample recipe") {
    RecipeView(recipe: .sample)
}

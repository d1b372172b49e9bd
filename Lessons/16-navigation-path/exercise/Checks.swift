// The checks for the exercise 'navigation-path'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: RecipeBook, Router, recipes.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("tapping a recipe opens it") {
      let host = ViewHost(RecipeBook(router: Router()))
      try host.tap("Soup")
      try expect(host.element("Recipe: Soup") != nil, "the screen should read \"Recipe: Soup\"", log: host.events)
    },
    Check("a deep link from the list opens the recipe") {
      let router = Router()
      let host = ViewHost(RecipeBook(router: router))
      router.open(recipe: recipes[0])
      host.flush()
      try expect(
        host.element("Recipe: Pancakes") != nil, "after a deep link to Pancakes:\n" + host.render(), log: host.events)
    },
    Check("a deep link to the open recipe shows it once") {
      let router = Router()
      let host = ViewHost(RecipeBook(router: router))
      try host.tap("Pancakes")
      router.open(recipe: recipes[0])
      host.flush()
      let screens = host.elements().filter { $0.label == "Recipe: Pancakes" }.count
      try expectEqual(screens, 1, "screens showing Pancakes after the deep link", log: host.events)
    },
    Check("notes survive going back and opening the recipe again") {
      let host = ViewHost(RecipeBook(router: Router()))
      try host.tap("Pancakes")
      try host.type("Less sugar", into: "Notes")
      try host.goBack()
      try host.tap("Pancakes")
      try expectEqual(host.element("Notes")?.value, "Less sugar", "the notes after reopening", log: host.events)
    },
  ]
}

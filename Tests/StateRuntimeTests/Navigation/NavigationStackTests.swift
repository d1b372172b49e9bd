import StateRuntime
import Testing

/// `NavigationStack(path:)`, `navigationDestination(for:)`, `NavigationPath`
/// and `NavigationLink(value:)`: pushing mounts, popping discards.
@MainActor
struct NavigationStackTests {
  struct Recipe: Hashable {
    let name: String
  }

  struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(\.dismiss) private var dismiss
    @State private var servings = 2
    var body: some View {
      VStack {
        Text("Recipe: \(recipe.name)")
        Stepper("Servings: \(servings)", value: $servings, in: 1...12)
        Button("Close") { dismiss() }
      }
    }
  }

  struct MenuBook: View {
    @State private var path: [Recipe] = []
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          NavigationLink("Pancakes", value: Recipe(name: "Pancakes"))
          Button("Deep link") { path = [Recipe(name: "Soup"), Recipe(name: "Bread")] }
          Text("Depth \(path.count)")
        }
        .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
      }
    }
  }

  @Test func pushingAValueMountsItsDestinationAndPoppingDiscardsItsState() throws {
    let host = ViewHost(MenuBook())
    #expect(host.element("Recipe:") == nil)
    try host.tap("Pancakes")
    #expect(host.element("Recipe:")?.label == "Recipe: Pancakes")
    try host.increment("Servings")
    #expect(host.element("Servings")?.value == "3")
    try host.goBack()
    #expect(host.element("Recipe:") == nil)
    #expect(host.discarded().map(\.properties) == [["_servings = 3"]])
    try host.tap("Pancakes")
    #expect(host.element("Servings")?.value == "2", "pushed again, the view starts afresh")
  }

  @Test func theBindingIsTheTruthAndEachPositionIsAnIdentity() throws {
    let host = ViewHost(MenuBook())
    try host.tap("Deep link")
    // Only the top screen is on screen; the ones below keep their state.
    #expect(host.element("Depth") == nil)
    #expect(host.elements().filter { $0.label.hasPrefix("Recipe:") }.map(\.label) == ["Recipe: Bread"])
    let tree = host.render()
    #expect(tree.contains("Text \"Depth 2\""))
    #expect(tree.contains("Text \"Recipe: Soup\""))
    #expect(tree.contains("Destination (id: 0: Recipe(name: \"Soup\")) [covered by RecipeDetail]"))
    #expect(host.elements().filter { $0.label == "Close" }.count == 1)
    try host.goBack()
    #expect(host.element("Recipe:")?.label == "Recipe: Soup")
    // dismiss() in the pushed view pops it.
    try host.tap("Close")
    #expect(host.element("Depth")?.label == "Depth 0")
    #expect(
      throws: ViewHostError.nothingToAct(action: "goBack()", reason: "no view is pushed on a NavigationStack")
    ) {
      try host.goBack()
    }
  }

  struct Router: View {
    @State private var path = NavigationPath()
    var body: some View {
      NavigationStack(path: $path) {
        VStack {
          Button("Open 7") { path.append(7) }
          Button("Open tea") { path.append("tea") }
          Text(path.isEmpty ? "At root" : "Pushed \(path.count)")
        }
        .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
        .navigationDestination(for: String.self) { word in Text("Word \(word)") }
      }
    }
  }

  @Test func aNavigationPathHoldsValuesOfSeveralTypes() throws {
    let host = ViewHost(Router())
    try host.tap("Open 7")
    #expect(host.element("Number 7") != nil)
    try host.goBack()
    try host.tap("Open tea")
    #expect(host.element("Word tea") != nil)
    try host.goBack()
    #expect(host.element("Pushed") == nil)
    #expect(host.element("At root") != nil)
  }

  @Test func navigationPathCountsAppendsAndRemoves() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(1)
    path.append("two")
    #expect(path.count == 2)
    path.removeLast()
    #expect(path == NavigationPath([1]))
  }

  struct Closer: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close detail") { dismiss() } }
  }

  struct OwnPath: View {
    var body: some View {
      NavigationStack {
        NavigationLink("Detail", value: 1)
          .navigationDestination(for: Int.self) { _ in Closer() }
      }
    }
  }

  @Test func aStackWithoutAPathKeepsItsOwnAndDismissPops() throws {
    let host = ViewHost(OwnPath())
    try host.tap("Detail")
    #expect(host.element("Close detail") != nil)
    try host.tap("Close detail")
    #expect(host.element("Close detail") == nil)
  }

  struct Restored: View {
    @State private var path = [Recipe(name: "Soup")]
    var body: some View {
      NavigationStack(path: $path) {
        Text("Root")
          .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
      }
    }
  }

  @Test func aPathNonEmptyAtMountShowsItsDestinationOnceDeclared() {
    // The destination is declared inside the root, which is built after the
    // stack first looks for it: the stack asks again.
    let host = ViewHost(Restored())
    #expect(host.element("Recipe:")?.label == "Recipe: Soup")
  }
}

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

  struct Cookbook: View {
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
    let host = ViewHost(Cookbook())
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
    let host = ViewHost(Cookbook())
    try host.tap("Deep link")
    #expect(host.element("Depth")?.label == "Depth 2")
    #expect(
      host.elements().filter { $0.label.hasPrefix("Recipe:") }.map(\.label) == [
        "Recipe: Soup", "Recipe: Bread",
      ])
    #expect(host.render().contains("Destination"))
    // dismiss() in the pushed view pops it (and what is above it).
    let closes = host.elements().filter { $0.label == "Close" }
    #expect(closes.count == 2)
    try host.goBack()
    #expect(host.element("Depth")?.label == "Depth 1")
    try host.goBack()
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
    try host.tap("Open tea")
    #expect(host.element("Number 7") != nil)
    #expect(host.element("Word tea") != nil)
    #expect(host.element("Pushed")?.label == "Pushed 2")
    try host.goBack()
    #expect(host.element("Word tea") == nil)
    #expect(host.element("Number 7") != nil)
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
